import Plus from 'lucide-react/icons/plus';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** "New template": the editor, starting from the starter template. */
export function NewReviewTemplateLink() {
  return (
    <Link to={paths.dashboard.newReviewTemplate.getHref()} className={buttonClasses('primary', 'self-start')}>
      <Plus aria-hidden="true" className="size-4" />
      New template
    </Link>
  );
}
