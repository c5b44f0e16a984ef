import type { Employee } from '@topgear/shared/employees';
import UserRound from 'lucide-react/icons/user-round';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** 'View profile': the page of the person whose account has the card's email; nothing when nobody's has. */
export function ProfileLink({ employee }: { employee: Employee }) {
  if (employee.personId === null) return null;
  return (
    <Link
      to={paths.dashboard.person.getHref(employee.personId)}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <UserRound aria-hidden="true" className="size-4" />
      View profile<span className="sr-only">: {employee.name}</span>
    </Link>
  );
}
