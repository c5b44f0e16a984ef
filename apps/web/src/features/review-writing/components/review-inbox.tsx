import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import { QueryState } from '@/components/ui/query-state';
import { TitledSection } from '@/components/ui/titled-section';
import { useReviewRequests } from '../api/get-review-requests';
import { inboxGroups } from '../review-texts';
import { ReviewRequestCard } from './review-request-card';

function NothingToWrite({ children }: { children?: string }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-6">
      <ClipboardCheck aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
      <div>
        <p className="font-semibold text-brand-900">Nothing to write right now</p>
        {children && <p className="mt-1 text-sm text-slate-600">{children}</p>}
      </div>
    </div>
  );
}

/** My inbox: the reviews still to write, the nearest deadline first, then those done. */
export function ReviewInbox() {
  const requests = useReviewRequests();
  return (
    <QueryState query={requests} what="your reviews">
      {(items) => {
        if (items.length === 0) {
          return (
            <NothingToWrite>
              When a review cycle opens, the reviews you are asked to write show here: about yourself, the people you
              manage, your colleagues or your manager.
            </NothingToWrite>
          );
        }
        const { toWrite, done } = inboxGroups(items);
        return (
          <div className="flex flex-col gap-8">
            <TitledSection title="To write">
              {toWrite.length === 0 ? (
                <NothingToWrite>Every review you were asked for is done.</NothingToWrite>
              ) : (
                <ul aria-label="Reviews to write" className="flex flex-col gap-3">
                  {toWrite.map((review) => (
                    <li key={review.id}>
                      <ReviewRequestCard review={review} />
                    </li>
                  ))}
                </ul>
              )}
            </TitledSection>
            {done.length > 0 && (
              <TitledSection title="Done">
                <ul aria-label="Reviews done" className="flex flex-col gap-3">
                  {done.map((review) => (
                    <li key={review.id}>
                      <ReviewRequestCard review={review} />
                    </li>
                  ))}
                </ul>
              </TitledSection>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
