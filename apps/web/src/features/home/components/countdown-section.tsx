import { useEffect, useState } from 'react';
import { COUNTDOWN_DURATION_MS, timeLeft, type TimeLeft } from '../countdown';

const TICK_MS = 1000;

/** The time left until the target fixed when the section first rendered, refreshed every second. */
function useCountdown(): TimeLeft | null {
  const [target] = useState(() => Date.now() + COUNTDOWN_DURATION_MS);
  // Not a second reading of the clock: it may have ticked since the first, and the server's render
  // and the browser's first one must show the same whole duration for React to adopt the page.
  const [now, setNow] = useState(() => target - COUNTDOWN_DURATION_MS);
  const left = timeLeft(target, now);
  const running = left !== null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}

const units: ReadonlyArray<keyof TimeLeft> = ['days', 'hours', 'minutes', 'seconds'];

export function CountdownSection() {
  const left = useCountdown();
  return (
    <section aria-labelledby="countdown" className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-8 px-4 py-16 text-center">
        <h2 id="countdown" className="text-3xl font-bold">
          Wait For Our New Services
        </h2>
        <p className="max-w-2xl text-brand-100">
          Skill frameworks, peer awards and team meeting notes are coming to TopGear Perform. The launch is close.
        </p>
        {left ? (
          <ol aria-label="Time until the launch" className="grid w-full max-w-xl grid-cols-4 gap-3">
            {units.map((unit) => (
              <li key={unit} className="rounded-xl bg-brand-900/60 px-2 py-4">
                <span data-unit={unit} className="block text-3xl font-extrabold tabular-nums md:text-5xl">
                  {String(left[unit]).padStart(2, '0')}
                </span>
                <span className="text-xs uppercase tracking-wide text-brand-200">{unit}</span>
              </li>
            ))}
          </ol>
        ) : (
          <div role="status">
            <p className="text-3xl font-extrabold text-accent-400">Expired!!!</p>
            <p className="mt-2 text-brand-100">Please select a future date and time.</p>
          </div>
        )}
      </div>
    </section>
  );
}
