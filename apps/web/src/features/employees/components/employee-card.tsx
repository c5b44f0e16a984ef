import type { Employee } from '@topgear/shared/employees';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { EmployeeFacts } from './employee-facts';
import { ProfileLink } from './profile-link';
import { RemoveEmployeeButton } from './remove-employee-button';

/**
 * One person of the directory: picture, name (leading to their card's page), role, how to reach
 * them, their profile when their email is an account's, Remove User.
 */
export function EmployeeCard({ employee }: { employee: Employee }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center gap-3">
        <Avatar name={employee.name} image={employee.image} className="size-14 text-lg" />
        <div className="min-w-0">
          <h3 id={headingId} className="break-words text-lg font-bold text-brand-900">
            <Link to={paths.dashboard.employeeDetail.getHref(employee.id)} className="hover:underline">
              {employee.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">{employee.role}</p>
        </div>
      </div>
      <EmployeeFacts employee={employee} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
        <ProfileLink employee={employee} />
        <RemoveEmployeeButton employee={employee} />
      </div>
    </article>
  );
}
