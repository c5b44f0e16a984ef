import { CHAT_MESSAGES, cannedReplyInputSchema, type CannedReplyInput } from '@topgear/shared/chat';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormInput, FormTextArea } from '@/components/ui/form-fields';
import { useCreateCannedReply } from '../api/create-canned-reply';

const emptyReply: CannedReplyInput = { shortcut: '', text: '' };

/** Adds a canned reply; the form clears once the server has it, and keeps what was typed if not (a taken shortcut). */
export function AddCannedReplyForm() {
  const createReply = useCreateCannedReply();
  return (
    <Form
      schema={cannedReplyInputSchema}
      options={{ defaultValues: emptyReply }}
      error={createReply.error}
      onSubmit={(reply, form) =>
        createReply.mutate(reply, {
          onSuccess: () => {
            form.reset(emptyReply);
            toast.success(CHAT_MESSAGES.cannedReplyAdded);
          },
        })
      }
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <FormInput name="shortcut" label="Shortcut" autoComplete="off" spellCheck={false} />
      <FormTextArea name="text" label="Reply" rows={3} />
      <FormFailure />
      <Button type="submit" loading={createReply.isPending} className="self-start">
        Add reply
      </Button>
    </Form>
  );
}
