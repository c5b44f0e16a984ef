import { Avatar } from '@/components/ui/avatar';
import { BackLink } from '@/components/ui/back-link';
import { PageQueryState } from '@/components/ui/page-query-state';
import { paths } from '@/config/paths';
import { useManagerFeedback } from '../api/get-manager-feedback';
import { ReviewGroupSection } from './review-group-section';
import { SelfReviewSection } from './self-review-section';

/**
 * What has been written about someone I manage in a cycle, while the reviews are written: their
 * self-review, then their peers' and reports' answers pooled without names. Anyone else finds nothing.
 */
export function FeedbackPage({ cycleId, personId }: { cycleId: string; personId: string }) {
  const feedback = useManagerFeedback(cycleId, personId);
  const back = <BackLink to={paths.dashboard.performance.getHref()}>Back to performance reviews</BackLink>;
  return (
    <PageQueryState query={feedback} notFound="Person not found" back={back}>
      {({ person, anonymityThreshold, selfReview, groups }) => (
        <div className="mx-auto flex max-w-3xl flex-col gap-8">
          <title>{`Reviews of ${person.name} · TopGear Perform`}</title>
          {back}
          <header className="flex flex-wrap items-start gap-4">
            <Avatar name={person.name} image={person.image} className="size-16 text-xl" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="text-sm font-medium text-brand-700">As their manager</p>
              <h1 className="text-2xl font-bold wrap-anywhere text-brand-900">Reviews of {person.name}</h1>
              {person.jobTitle && <p className="wrap-anywhere text-slate-700">{person.jobTitle}</p>}
              <p className="mt-1 text-sm text-slate-600">
                What has been written so far. Peers&apos; and reports&apos; answers are pooled without names, and show
                only once at least {anonymityThreshold} of them have submitted.
              </p>
            </div>
          </header>
          <SelfReviewSection selfReview={selfReview} />
          {groups.map((group) => (
            <ReviewGroupSection key={group.relation} group={group} threshold={anonymityThreshold} />
          ))}
        </div>
      )}
    </PageQueryState>
  );
}
