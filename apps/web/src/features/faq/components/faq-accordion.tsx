import { useId } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { FaqEntry } from '../faq-questions';

function FaqItem({ entry, group }: { entry: FaqEntry; group: string }) {
  return (
    // Details that share a name open one at a time, in the browser itself: the questions work before
    // the page's code runs, and without it.
    <details name={group} className="group">
      {/* `flex` drops the summary's list-item marker; Safari draws its own, hidden by the pseudo-element. */}
      <summary className="flex cursor-pointer items-center justify-between gap-4 px-5 py-5 text-left font-semibold text-brand-900 hover:bg-brand-50 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
        {/* Questions sit directly under the page's h1; a summary may hold a heading. */}
        <h2>{entry.question}</h2>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-brand-500 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <p className="px-5 pb-5 leading-relaxed text-slate-600">{entry.answer}</p>
    </details>
  );
}

/** Questions that open one at a time; the browser provides the keyboard support (Tab, Enter, Space). */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  // Its own name, so that another list of questions on the page opens independently of this one.
  const group = useId();
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {entries.map((entry) => (
        <FaqItem key={entry.question} entry={entry} group={group} />
      ))}
    </div>
  );
}
