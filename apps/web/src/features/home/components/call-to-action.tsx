import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function CallToAction() {
  return (
    <section aria-labelledby="call-to-action" className="mx-auto max-w-7xl px-4 py-16">
      <div className="flex flex-col items-center gap-6 rounded-3xl bg-gradient-to-r from-brand-700 to-brand-500 px-6 py-14 text-center text-white">
        <h2 id="call-to-action" className="text-3xl font-bold md:text-4xl">
          Ready to see it with your own team?
        </h2>
        <p className="max-w-2xl text-brand-50">
          Book a 30-minute demo in English, Spanish or Brazilian Portuguese, or create your account and start today.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link
            to={paths.schedule.getHref()}
            className="rounded-lg bg-white px-6 py-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            SCHEDULE DEMO
          </Link>
          <Link
            to={paths.signUp.getHref()}
            className="rounded-lg border border-white px-6 py-3 text-sm font-semibold text-white hover:bg-brand-600"
          >
            Create your account
          </Link>
        </div>
      </div>
    </section>
  );
}
