import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ContactSection } from '@/features/contact/components/contact-section';
import { contactForm } from '@/app/islands/forms';
import { PlanCard } from '@/features/pricing/components/plan-card';
import { plans } from '@/features/pricing/plans';
import { page } from '@/app/page';

function Component() {
  return (
    <>
      <PageHeader eyebrow="Pricing" title="Let's get you on the right plan!">
        <p className="max-w-2xl text-lg text-slate-600">
          Every plan brings tasks, goals and days off together for your whole team. Add reviews and recognition as you
          grow, or let us shape a plan around your organisation.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <ul aria-label="Plans" className="grid gap-8 pt-4 lg:grid-cols-3 lg:gap-6">
          {plans.map((plan) => (
            <li key={plan.name}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-sm text-slate-600">
          Prices are in US dollars. Not sure yet?{' '}
          <Link to={paths.faq.getHref()} className="font-semibold text-brand-700 underline hover:text-brand-900">
            Read how licences work
          </Link>{' '}
          or ask us below.
        </p>
      </div>
      <ContactSection
        headingLevel={2}
        title="Contact With Us To Discuss More"
        intro="Tell us how many people you have and how you run reviews today, and we will suggest the plan that fits."
        form={<contactForm.InPage />}
      />
    </>
  );
}

export default page({
  islands: true,
  meta: {
    title: 'Pricing · TopGear Perform',
    description:
      'TopGear Perform plans: Basic at $200 per month, Premium at $650 per quarter and Unlimited with custom pricing per quarter. Schedule a demo to find your fit.',
  },
  Component,
});
