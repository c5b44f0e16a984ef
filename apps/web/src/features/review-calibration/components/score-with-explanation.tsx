import { clsx } from 'clsx';
import { useId, useState } from 'react';

interface ScoreWithExplanationProps {
  /** The score as shown: "3.5", or "None". */
  score: string;
  /** How it is made, in words. */
  explanation: string;
}

/**
 * A score whose explanation shows while the pointer is over it or it has the keyboard's focus,
 * and describes it to a screen reader. Escape hides it without moving away (WCAG 1.4.13).
 */
export function ScoreWithExplanation({ score, explanation }: ScoreWithExplanationProps) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span
      className="group relative inline-block"
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      <button
        type="button"
        aria-describedby={id}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
        className="cursor-help rounded font-semibold text-slate-900 underline decoration-slate-400 decoration-dotted underline-offset-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
      >
        {score}
      </button>
      {/* Padding, not a margin, between the two: the pointer can move onto the explanation without it closing. */}
      <span
        id={id}
        role="tooltip"
        className={clsx(
          'absolute top-full right-0 z-10 w-72 pt-1',
          dismissed ? 'hidden' : 'hidden group-focus-within:block group-hover:block',
        )}
      >
        <span className="block rounded-lg bg-slate-900 px-3 py-2 text-xs font-normal text-white shadow-lg">
          {explanation}
        </span>
      </span>
    </span>
  );
}
