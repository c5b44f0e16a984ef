import type { ReactNode } from 'react';

/** The home page's brand-900 newsletter band; `children` is the sign-up form, in its dark tone. */
export function NewsletterSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="newsletter" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-5xl items-center gap-8 px-4 py-14 md:grid-cols-2">
        <div>
          <h2 id="newsletter" className="text-3xl font-bold">
            Subscribe to our newsletter
          </h2>
          <p className="mt-3 text-brand-100">
            One email a month with our best articles on goals, feedback and team culture. No spam, unsubscribe at any
            time.
          </p>
        </div>
        {children}
      </div>
    </section>
  );
}
