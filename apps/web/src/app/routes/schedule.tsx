import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import { useNavigate } from 'react-router';
import scheduleIllustration from '@/assets/schedule-demo.svg';
import { PageHeader } from '@/components/ui/page-header';
import { companyContact } from '@/config/company';
import { paths } from '@/config/paths';
import { submittedBookingSlotsQueryOptions } from '@/features/demo/form-post';
import { Island } from '@/app/islands/island';
import { ScheduleIsland } from '@/app/islands/schedule-island';
import { page } from '@/app/page';

function ContactLinks() {
  const linkClasses =
    'inline-flex items-center gap-2 rounded-lg border border-brand-200 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50';
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <a href={`tel:${companyContact.phone.dial}`} className={linkClasses}>
        <Phone aria-hidden="true" className="size-4" />
        Call {companyContact.phone.display}
      </a>
      <a href={`mailto:${companyContact.email}`} className={linkClasses}>
        <Mail aria-hidden="true" className="size-4" />
        Email {companyContact.email}
      </a>
    </div>
  );
}

function Component() {
  const navigate = useNavigate();

  return (
    <>
      <PageHeader eyebrow="Free 30-minute demo" title="Schedule Demo">
        <p className="max-w-2xl text-lg text-slate-600">
          Pick a day and a time in your own time zone. We will walk you through tasks, goals, reviews and days off, and
          answer your questions.
        </p>
        {/* Phones hide it: a lazy picture that is not displayed is not downloaded either. */}
        <img src={scheduleIllustration} alt="" width={240} height={180} loading="lazy" className="hidden sm:block" />
        <ContactLinks />
      </PageHeader>
      <section aria-label="Book your demo" className="mx-auto max-w-6xl px-4 pb-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-8">
          <Island name="schedule" starts="touched">
            <ScheduleIsland onBooked={(confirmation) => void navigate(paths.scheduleSubmit.getHref(confirmation))} />
          </Island>
        </div>
      </section>
    </>
  );
}

export default page({
  islands: true,
  meta: {
    title: 'Schedule a demo · TopGear Perform',
    description:
      'Book a free 30-minute demo of TopGear Perform in English, Spanish or Brazilian Portuguese, at a time that suits you.',
  },
  loadData: async ({ queryClient, submitted }) => {
    const slots = submittedBookingSlotsQueryOptions(submitted);
    if (slots) await queryClient.prefetchQuery(slots);
  },
  Component,
});
