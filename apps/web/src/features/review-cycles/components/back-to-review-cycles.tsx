import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The way back from a cycle to the list, without saving it. */
export function BackToReviewCycles() {
  return (
    <Link
      to={paths.dashboard.reviewCycles.getHref()}
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to review cycles
    </Link>
  );
}
