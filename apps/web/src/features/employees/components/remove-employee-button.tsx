import { EMPLOYEE_MESSAGES, type Employee } from '@topgear/shared/employees';
import { RemoveButton } from '@/components/ui/remove-button';
import { useRemoveEmployee } from '../api/remove-employee';

/** 'Remove User' behind a confirmation; `onRemoved` runs once the server has removed the card. */
export function RemoveEmployeeButton({ employee, onRemoved }: { employee: Employee; onRemoved?: () => void }) {
  const removal = useRemoveEmployee();
  return (
    <RemoveButton
      label="Remove User"
      itemName={employee.name}
      title={`Remove ${employee.name} from the directory?`}
      description="Their card leaves the directory. Their account, if they have one, is not touched."
      mutation={removal}
      variables={employee.id}
      removed={EMPLOYEE_MESSAGES.removed}
      onSuccess={onRemoved}
    />
  );
}
