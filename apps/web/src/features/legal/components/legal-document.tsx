/** One numbered part of a legal text; `id` is its anchor, so links to it survive reordering. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
}

interface LegalDocumentProps {
  title: string;
  summary: string;
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string;
  sections: readonly LegalSection[];
}

// The date has no time of day, so it is read and shown in UTC: no visitor's time zone can shift it by a day.
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const sectionNumber = (index: number) => `${index + 1}.`;

function TableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav
      aria-labelledby="legal-contents-label"
      className="rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto"
    >
      <p id="legal-contents-label" className="text-sm font-semibold uppercase tracking-wide text-brand-800">
        On this page
      </p>
      <ol className="mt-3 space-y-1.5 text-sm sm:columns-2 lg:columns-1">
        {sections.map((section, index) => (
          <li key={section.id} className="flex gap-2 break-inside-avoid">
            <span aria-hidden="true" className="w-6 shrink-0 text-right text-slate-500">
              {sectionNumber(index)}
            </span>
            <a href={`#${section.id}`} className="text-slate-700 hover:text-brand-700 hover:underline">
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function NumberedSection({ index, section }: { index: number; section: LegalSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        <span className="text-brand-500">{sectionNumber(index)}</span> {section.heading}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

/** The shared layout of the Terms and Conditions and the Privacy policy. */
export function LegalDocument({ title, summary, lastUpdated, sections }: LegalDocumentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">{title}</h1>
        <p className="mt-3 text-sm font-medium text-slate-500">
          Last updated: <time dateTime={lastUpdated}>{longDate.format(new Date(lastUpdated))}</time>
        </p>
        <p className="mt-4 text-lg leading-relaxed text-slate-600">{summary}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <TableOfContents sections={sections} />
        <div className="max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <NumberedSection key={section.id} index={index} section={section} />
          ))}
        </div>
      </div>
    </div>
  );
}
