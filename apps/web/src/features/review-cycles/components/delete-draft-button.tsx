import type { ReviewCycle } from '@topgear/shared/review-cycles';
import { useNavigate } from 'react-router';
import { RemoveButton } from '@/components/ui/remove-button';
import { paths } from '@/config/paths';
import { useDeleteReviewCycle } from '../api/delete-review-cycle';

/** "Delete draft", after asking; then back to the list. */
export function DeleteDraftButton({ cycle }: { cycle: ReviewCycle }) {
  const deletion = useDeleteReviewCycle();
  const navigate = useNavigate();
  return (
    <RemoveButton
      label="Delete draft"
      itemName={cycle.name}
      title={`Delete the draft ${cycle.name}?`}
      description="Its setup is lost; nobody was asked anything yet. This cannot be undone."
      mutation={deletion}
      variables={cycle.id}
      removed={`${cycle.name} deleted`}
      onSuccess={() => void navigate(paths.dashboard.reviewCycles.getHref())}
    />
  );
}
