import type { ContactMessageInput } from '@topgear/shared/contact';
import CircleCheck from 'lucide-react/icons/circle-check';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormInput, FormTextArea } from '@/components/ui/form-fields';
import { useSubmittedForm } from '@/lib/submitted-form';
import { useSendContactMessage, type ContactReceipt } from '../api/send-contact-message';
import { contactFormPost } from '../form-post';

/** The message rules, loaded when someone starts writing (decision 025). */
const messageRules = () => import('@topgear/shared/contact').then((rules) => rules.contactMessageSchema);

const emptyMessage: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

/** Announces the server's thanks politely, in place, once a message has been sent. */
function SentConfirmation({ message }: { message: string | undefined }) {
  return (
    <div role="status">
      {message && (
        <p className="mb-4 flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          {message}
        </p>
      )}
    </div>
  );
}

/** Name, Email, Subject and Message. Clears after a successful send only, so a failure never loses what was typed. */
export function ContactForm() {
  const sendMessage = useSendContactMessage();
  // A message the browser posted itself before the page's code arrived.
  const sentBefore = useSubmittedForm(contactFormPost.name)?.answer as ContactReceipt | undefined;
  return (
    <Form
      schema={messageRules}
      post={contactFormPost}
      options={{ defaultValues: emptyMessage }}
      onSubmit={(message, form) =>
        sendMessage.mutate(message, {
          onSuccess: (receipt) => {
            toast.success(receipt.message);
            form.reset();
          },
        })
      }
      error={sendMessage.error}
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormInput name="name" label="Name" autoComplete="name" />
      <FormInput name="email" label="Email" type="email" autoComplete="email" />
      <div className="sm:col-span-2">
        <FormInput name="subject" label="Subject" />
      </div>
      <div className="sm:col-span-2">
        <FormTextArea name="message" label="Message" />
      </div>
      <FormFailure className="sm:col-span-2" />
      {/* One cell for both, so the status region, empty until a message is sent, adds no gap. */}
      <div className="sm:col-span-2">
        <SentConfirmation message={(sendMessage.data ?? sentBefore)?.message} />
        <Button type="submit" loading={sendMessage.isPending} className="w-full sm:w-auto">
          Send Message
        </Button>
      </div>
    </Form>
  );
}
