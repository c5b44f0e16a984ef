import { useId } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useReviewRequests } from '../api/get-review-requests';
import { inboxGroups, reviewTitle } from '../review-texts';
import { Deadline } from './deadline';

/** For the Focus page: the reviews I still have to write, the nearest deadline first, each a link to it. */
export function ReviewsDue() {
  const requests = useReviewRequests();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        Reviews to write
      </h2>
      <QueryState query={requests} what="your reviews">
        {(items) => {
          const { toWrite } = inboxGroups(items);
          if (toWrite.length === 0) return <p className="text-sm text-slate-600">No reviews to write right now.</p>;
          return (
            <ul className="flex flex-col gap-2">
              {toWrite.map((review) => (
                <li
                  key={review.id}
                  className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
                >
                  <Link
                    to={paths.dashboard.performanceReview.getHref(review.id)}
                    className="min-w-0 font-medium wrap-anywhere text-brand-700 hover:underline"
                  >
                    {reviewTitle(review)}
                  </Link>
                  <span className="wrap-anywhere text-slate-600">{review.cycle.name}</span>
                  <span className="text-slate-700">
                    <Deadline review={review} />
                  </span>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </section>
  );
}
