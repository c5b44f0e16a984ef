import { RequireRole } from '@/app/require-role';
import { EmployeeDirectory } from '@/features/employees/components/employee-directory';

export function Component() {
  return (
    <RequireRole audience="managers">
      <title>Directory · TopGear Perform</title>
      <EmployeeDirectory />
    </RequireRole>
  );
}
