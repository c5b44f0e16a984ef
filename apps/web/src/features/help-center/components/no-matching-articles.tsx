import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';

/** What to do next when the search finds nothing; the "no match" sentence itself is in the live status above. */
export function NoMatchingArticles() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center">
      <p className="text-slate-600">
        Try another word from an article title, or{' '}
        <SiteLink to={paths.contact.getHref()} className="font-semibold text-brand-700 underline hover:text-brand-900">
          contact our support team
        </SiteLink>{' '}
        and we will answer you directly.
      </p>
    </div>
  );
}
