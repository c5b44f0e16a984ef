import { useParams } from 'react-router';
import { RequireRole } from '@/app/require-role';
import { EmployeeDetail } from '@/features/employees/components/employee-detail';

export function Component() {
  const { employeeId = '' } = useParams();
  return (
    <RequireRole audience="managers">
      <EmployeeDetail id={employeeId} />
    </RequireRole>
  );
}
