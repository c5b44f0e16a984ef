import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The praise page's section around a few customer reviews (`children`), with a link to all of them. */
export function WhyCustomersLoveUs({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="why-customers-love-us" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="why-customers-love-us" className="text-center text-3xl font-bold text-brand-900">
        Why Our Customers Love Us
      </h2>
      <div className="mt-10">{children}</div>
      <p className="mt-8 text-center">
        <Link to={paths.caseStudy.getHref()} className="font-semibold text-brand-700 hover:underline">
          Read every customer review
        </Link>
      </p>
    </section>
  );
}
