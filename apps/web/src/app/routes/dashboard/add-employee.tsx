import { useNavigate } from 'react-router';
import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { paths } from '@/config/paths';
import { AddEmployeeForm } from '@/features/employees/components/add-employee-form';

export function Component() {
  const navigate = useNavigate();
  return (
    <RequireRole audience="managers">
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <title>New Employee · TopGear Perform</title>
        <ScreenHeading title="New Employee" />
        <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <AddEmployeeForm onAdded={() => void navigate(paths.dashboard.employee.getHref())} />
        </section>
      </div>
    </RequireRole>
  );
}
