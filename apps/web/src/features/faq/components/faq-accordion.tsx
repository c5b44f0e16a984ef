import * as Accordion from '@radix-ui/react-accordion';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { FaqEntry } from '../faq-questions';

function FaqItem({ entry }: { entry: FaqEntry }) {
  return (
    <Accordion.Item value={entry.question}>
      {/* Questions sit directly under the page's h1, so they are h2 rather than Radix's default h3. */}
      <Accordion.Header asChild>
        <h2>
          <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-5 text-left font-semibold text-brand-900 hover:bg-brand-50 hover:text-brand-700">
            {entry.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-500 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            />
          </Accordion.Trigger>
        </h2>
      </Accordion.Header>
      <Accordion.Content className="px-5 pb-5 leading-relaxed text-slate-600">
        <p>{entry.answer}</p>
      </Accordion.Content>
    </Accordion.Item>
  );
}

/** Questions that open one at a time; Radix provides the keyboard support (Enter, Space, arrows, Home, End). */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {entries.map((entry) => (
        <FaqItem key={entry.question} entry={entry} />
      ))}
    </Accordion.Root>
  );
}
