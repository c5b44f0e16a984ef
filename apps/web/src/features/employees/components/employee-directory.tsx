import UserPlus from 'lucide-react/icons/user-plus';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { paths } from '@/config/paths';
import { useDirectorySize, useEmployees } from '../api/get-employees';
import { EmployeeCard } from './employee-card';

/** 'Directory' with how many people it holds, 'New Employee', and a card per person, alphabetically. */
export function EmployeeDirectory() {
  const employees = useEmployees();
  const { data: size } = useDirectorySize();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">
          Directory {size !== undefined && <span className="text-slate-500">({size})</span>}
        </h1>
        <Link to={paths.dashboard.addEmployee.getHref()} className={buttonClasses('primary')}>
          <UserPlus aria-hidden="true" className="size-4" />
          New Employee
        </Link>
      </header>
      <PagedList query={employees} noun="directory" loadingText="Loading..." empty="Nobody is in the directory yet.">
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((employee) => (
              <li key={employee.id}>
                <EmployeeCard employee={employee} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
