import { mayManage } from '@topgear/shared/users';
import { useNavigate } from 'react-router';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { TitledSection } from '@/components/ui/titled-section';
import { paths } from '@/config/paths';
import { ManageReviews } from '@/features/reviews/components/manage-reviews';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { useCurrentUser } from '@/features/users/api/get-me';

export function Component() {
  const me = useCurrentUser();
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10">
      <div className="max-w-2xl">
        <title>Reviews · TopGear Perform</title>
        <ScreenHeading title="Give Feedback Of Our Management System">
          Your review is published with the customer reviews under the name you give.
        </ScreenHeading>
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <ReviewForm name={me.fullName} onPublished={() => void navigate(paths.caseStudy.getHref())} />
        </div>
      </div>
      {mayManage(me) && (
        <TitledSection title="Customer reviews">
          <ManageReviews />
        </TitledSection>
      )}
    </div>
  );
}
