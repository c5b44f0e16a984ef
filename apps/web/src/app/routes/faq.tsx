import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { FaqAccordion } from '@/features/faq/components/faq-accordion';
import { faqEntries } from '@/features/faq/faq-questions';
import { page } from '@/app/page';

function StillHaveQuestions() {
  return (
    <aside
      aria-labelledby="faq-more-help"
      className="mt-12 flex flex-col items-start gap-4 rounded-xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p id="faq-more-help" className="font-semibold text-brand-900">
          Still have questions?
        </p>
        <p className="mt-1 text-sm text-slate-600">Browse our guides or talk to a person on our team.</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.helpCenter.getHref()} className={buttonClasses('secondary')}>
          Help Center
        </Link>
        <Link to={paths.contact.getHref()} className={buttonClasses('primary')}>
          Contact us
        </Link>
      </div>
    </aside>
  );
}

function Component() {
  return (
    <>
      <PageHeader eyebrow="FAQ" title="Frequently asked questions">
        <p className="max-w-2xl text-lg text-slate-600">
          Everything you need to know about licences, seats and inviting collaborators to TopGear Perform.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 pb-12 md:pb-16">
        <FaqAccordion entries={faqEntries} />
        <StillHaveQuestions />
      </div>
    </>
  );
}

export default page({
  islands: true,
  meta: {
    title: 'FAQ · TopGear Perform',
    description:
      'Answers to common questions about TopGear Perform licences: regular, external and collaborator licences and how many collaborators you can invite.',
  },
  Component,
});
