/** The spec's launch countdown runs about 20.2 days past the moment the page loads. */
export const COUNTDOWN_DURATION_MS = 17442e5;

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds from `now` until `target`; null once nothing remains. */
export function timeLeft(target: number, now: number): TimeLeft | null {
  const remainingSeconds = Math.floor((target - now) / 1000);
  if (remainingSeconds <= 0) return null;
  return {
    days: Math.floor(remainingSeconds / 86_400),
    hours: Math.floor((remainingSeconds % 86_400) / 3_600),
    minutes: Math.floor((remainingSeconds % 3_600) / 60),
    seconds: remainingSeconds % 60,
  };
}
