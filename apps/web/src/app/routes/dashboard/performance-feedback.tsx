import { useParams } from 'react-router';
import { FeedbackPage } from '@/features/review-feedback/components/feedback-page';

/** What has been written about someone I manage in a cycle: their self-review, and the groups' answers pooled. */
export function Component() {
  const { cycleId = '', personId = '' } = useParams();
  return <FeedbackPage cycleId={cycleId} personId={personId} />;
}
