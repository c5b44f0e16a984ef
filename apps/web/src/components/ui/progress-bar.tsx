import { clsx } from 'clsx';
import { percentOf } from '@/lib/percent';

interface ProgressBarProps {
  /** Names the bar for assistive technology: "Progress of Ship the app". */
  label: string;
  value: number;
  max: number;
  /** The value in words, as shown beside the bar: "4 of 10". */
  text: string;
  className?: string;
}

/** A thin bar filled as far as `value` goes toward `max`; its words are shown by the caller too. */
export function ProgressBar({ label, value, max, text, className }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={text}
      className={clsx('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className="h-full rounded-full bg-brand-600" style={{ width: `${percentOf(value, max)}%` }} />
    </div>
  );
}
