import Plus from 'lucide-react/icons/plus';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** "New cycle": the draft form. */
export function NewReviewCycleLink() {
  return (
    <Link to={paths.dashboard.newReviewCycle.getHref()} className={buttonClasses('primary', 'self-start')}>
      <Plus aria-hidden="true" className="size-4" />
      New cycle
    </Link>
  );
}
