import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function TaskCenterLink() {
  return (
    <Link
      to={paths.dashboard.task.getHref()}
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      Open the Task Center
    </Link>
  );
}
