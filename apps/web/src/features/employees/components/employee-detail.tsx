import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useEmployee } from '../api/get-employee';
import { EmployeeFacts } from './employee-facts';
import { ProfileLink } from './profile-link';
import { RemoveEmployeeButton } from './remove-employee-button';

/** One person's page of the directory; removing them leads back to the directory. */
export function EmployeeDetail({ id }: { id: string }) {
  const employee = useEmployee(id);
  const navigate = useNavigate();
  const directory = paths.dashboard.employee.getHref();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <Link
        to={directory}
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the directory
      </Link>
      <QueryState query={employee} what="this person">
        {(person) => (
          <article className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <title>{`${person.name} · TopGear Perform`}</title>
            <div className="flex flex-wrap items-center gap-4">
              <Avatar name={person.name} image={person.image} className="size-20 text-2xl" />
              <div className="min-w-0">
                <h1 className="break-words text-2xl font-bold text-brand-900">{person.name}</h1>
                <p className="text-slate-600">{person.role}</p>
                <ProfileLink employee={person} />
              </div>
            </div>
            <EmployeeFacts employee={person} />
            <div>
              <RemoveEmployeeButton employee={person} onRemoved={() => void navigate(directory)} />
            </div>
          </article>
        )}
      </QueryState>
    </div>
  );
}
