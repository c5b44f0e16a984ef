import { feedbackInputSchema } from '@topgear/shared/feedback';
import MessageSquarePlus from 'lucide-react/icons/message-square-plus';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from './button';
import { Dialog } from './dialog';
import { Form, FormFailure } from './form';
import { FormActions } from './form-actions';
import { FormTextArea } from './form-fields';

/** The part of a TanStack Query mutation that saves feedback on the item `id`. */
interface FeedbackMutation {
  mutateAsync: (variables: { id: string; feedback: string }) => Promise<unknown>;
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

interface FeedbackButtonProps {
  id: string;
  /** What the feedback is on, for the dialog's title and screen readers ("Ana Silva's goal …"). */
  itemName: string;
  /** The feedback there is now, which the form starts from; null for none yet. */
  current: string | null;
  mutation: FeedbackMutation;
}

/**
 * A manager's 'Add feedback' (or 'Edit feedback'): a dialog with the text, saved through
 * `mutation`. The dialog closes once the server has it; a failure shows inside and keeps the text.
 */
export function FeedbackButton({ id, itemName, current, mutation }: FeedbackButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    mutation.reset();
  };
  const label = current === null ? 'Add feedback' : 'Edit feedback';
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <MessageSquarePlus aria-hidden="true" className="size-4" />
        {label}
        <span className="sr-only">: {itemName}</span>
      </Button>
      <Dialog open={open} title={`Feedback on ${itemName}`} onClose={close} busy={mutation.isPending}>
        <Form
          schema={feedbackInputSchema}
          options={{ defaultValues: { feedback: current ?? '' } }}
          error={mutation.error}
          onSubmit={({ feedback }) =>
            void mutation.mutateAsync({ id, feedback }).then(
              () => {
                toast.success('Feedback saved');
                close();
              },
              // The failure shows in the form, through `mutation.error`.
              () => {},
            )
          }
          className="mt-4 flex flex-col gap-4"
        >
          <FormTextArea name="feedback" label="Feedback" rows={5} />
          <FormFailure />
          <FormActions submitLabel="Save feedback" pending={mutation.isPending} onCancel={close} />
        </Form>
      </Dialog>
    </>
  );
}
