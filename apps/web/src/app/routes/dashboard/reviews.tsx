import { mayManage } from '@topgear/shared/users';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ManageReviews } from '@/features/reviews/components/manage-reviews';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { useCurrentUser } from '@/features/users/api/get-me';

export function Component() {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const manageHeadingId = useId();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10">
      <div className="max-w-2xl">
        <title>Reviews · TopGear Perform</title>
        <h1 className="text-2xl font-bold text-brand-900">Give Feedback Of Our Management System</h1>
        <p className="mt-1 text-slate-600">
          Your review is published with the customer reviews under the name you give.
        </p>
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <ReviewForm name={me.fullName} onPublished={() => void navigate(paths.caseStudy.getHref())} />
        </div>
      </div>
      {mayManage(me) && (
        <section aria-labelledby={manageHeadingId}>
          <h2 id={manageHeadingId} className="mb-4 text-lg font-bold text-brand-900">
            Customer reviews
          </h2>
          <ManageReviews />
        </section>
      )}
    </div>
  );
}
