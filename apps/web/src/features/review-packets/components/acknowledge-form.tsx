import { ACKNOWLEDGEMENT_COMMENT_LENGTH, acknowledgementInputSchema } from '@topgear/shared/review-packets';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormTextArea } from '@/components/ui/form-fields';
import { toast } from '@/lib/toast';
import { useAcknowledgePacket } from '../api/acknowledge-packet';

/** "I have read my review", with a comment my manager reads; once sent, the page shows the acknowledgement. */
export function AcknowledgeForm({ cycleId }: { cycleId: string }) {
  const acknowledging = useAcknowledgePacket(cycleId);
  return (
    <Form
      schema={acknowledgementInputSchema}
      options={{ defaultValues: { comment: '' } }}
      error={acknowledging.error}
      onSubmit={(input) =>
        acknowledging.mutate(input, { onSuccess: () => toast.success('Thank you: your manager will see it.') })
      }
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <p className="text-sm text-slate-700">
        Acknowledging says you have read this review; it does not mean you agree with all of it. Your comment goes to
        your manager.
      </p>
      <FormTextArea
        name="comment"
        label="Comment for your manager (optional)"
        rows={4}
        maxLength={ACKNOWLEDGEMENT_COMMENT_LENGTH}
      />
      <FormFailure />
      <FormActions submitLabel="Acknowledge" pending={acknowledging.isPending} />
    </Form>
  );
}
