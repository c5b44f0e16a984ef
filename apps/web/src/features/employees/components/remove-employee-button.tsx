import { EMPLOYEE_MESSAGES, type Employee } from '@topgear/shared/employees';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useRemoveEmployee } from '../api/remove-employee';

/** 'Remove User' behind a confirmation; `onRemoved` runs once the server has removed the card. */
export function RemoveEmployeeButton({ employee, onRemoved }: { employee: Employee; onRemoved?: () => void }) {
  const removal = useRemoveEmployee();
  return (
    <ConfirmButton
      title={`Remove ${employee.name} from the directory?`}
      description="Their card leaves the directory. Their account, if they have one, is not touched."
      confirmLabel="Remove User"
      mutation={removal}
      variables={employee.id}
      onSuccess={() => {
        toast.success(EMPLOYEE_MESSAGES.removed);
        onRemoved?.();
      }}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      Remove User<span className="sr-only">: {employee.name}</span>
    </ConfirmButton>
  );
}
