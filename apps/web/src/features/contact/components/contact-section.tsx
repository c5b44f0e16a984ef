import { useId, type ReactNode } from 'react';
import { ContactDetails } from './contact-details';

const headingSizes = { 1: 'md:text-5xl', 2: 'md:text-4xl' } as const;

interface ContactSectionProps {
  title: string;
  /** 1 where the section is the whole page (Contact); 2 where it closes another page (Pricing, About us). */
  headingLevel: 1 | 2;
  intro: string;
  /** The message form: the page gives it, as the part that responds on a page that only shows. */
  form: ReactNode;
}

/** The company's contact details beside the message form, under the page's own heading. */
export function ContactSection({ title, headingLevel, intro, form }: ContactSectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  // The two panels sit one level below the section's heading, whatever that level is.
  const PanelHeading = headingLevel === 1 ? 'h2' : 'h3';

  return (
    <section aria-labelledby={headingId} className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <header className="mx-auto max-w-2xl text-center">
          <Heading
            id={headingId}
            className={`text-3xl font-extrabold tracking-tight text-brand-900 ${headingSizes[headingLevel]}`}
          >
            {title}
          </Heading>
          <p className="mt-4 text-lg text-slate-600">{intro}</p>
        </header>
        <div className="mt-10 grid gap-6 lg:grid-cols-[2fr_3fr]">
          <div className="rounded-2xl bg-brand-900 p-6 text-brand-100 sm:p-8">
            <PanelHeading className="text-xl font-bold text-white">Talk to us directly</PanelHeading>
            <p className="mt-2 mb-8 text-sm text-brand-200">
              Call or write to our team in Dhaka. We answer every message within one working day.
            </p>
            <ContactDetails />
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <PanelHeading className="mb-6 text-xl font-bold text-brand-900">Send us a message</PanelHeading>
            {form}
          </div>
        </div>
      </div>
    </section>
  );
}
