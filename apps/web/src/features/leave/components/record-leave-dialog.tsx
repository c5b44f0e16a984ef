import { LEAVE_TYPES, newLeaveRequestSchema, type LeaveType, type NewLeaveRequest } from '@topgear/shared/leave';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form, FormFailure } from '@/components/ui/form';
import { FormInput, FormSelect, FormTextArea } from '@/components/ui/form-fields';
import { useCreateLeaveRequest } from '../api/create-leave-request';
import { LEAVE_TEXTS } from '../texts';
import { CheckDays } from './check-days';

interface RecordLeaveDialogProps {
  /** The type chosen on the card the modal was opened from; the modal is closed while null. */
  type: LeaveType | null;
  onClose: () => void;
}

/**
 * The record-day-off modal. It closes only once the server has stored the request; a refusal (over
 * the balance, overlapping leave) shows inside it with everything typed kept.
 */
export function RecordLeaveDialog({ type, onClose }: RecordLeaveDialogProps) {
  const create = useCreateLeaveRequest();

  const close = () => {
    create.reset();
    onClose();
  };

  const defaultValues: NewLeaveRequest = { type: type ?? 'Vacation', from: '', to: '', notes: '' };
  return (
    <Dialog open={type !== null} title={LEAVE_TEXTS.recordTitle} onClose={close} busy={create.isPending} closeButton>
      <Form
        schema={newLeaveRequestSchema}
        options={{ defaultValues }}
        error={create.error}
        onSubmit={(values) =>
          create.mutate(values, {
            onSuccess: () => {
              toast.success(LEAVE_TEXTS.recorded);
              close();
            },
          })
        }
        className="mt-4 flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInput name="from" type="date" label="From" required />
          <FormInput name="to" type="date" label="To" required />
        </div>
        <CheckDays />
        <FormSelect name="type" label="Leave type" options={LEAVE_TYPES} />
        <FormTextArea name="notes" label="Notes" rows={3} />
        <FormFailure />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Save
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
