import { useParams } from 'react-router';
import { ReviewPage } from '@/features/review-writing/components/review-page';

/** A review I write: its questions, saved as I type, and Submit; read only once submitted or closed. */
export function Component() {
  const { reviewId = '' } = useParams();
  return <ReviewPage reviewId={reviewId} />;
}
