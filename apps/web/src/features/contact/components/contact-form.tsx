import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchema, type ContactMessageInput } from '@topgear/shared/contact';
import { CircleCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useSendContactMessage } from '../api/send-contact-message';

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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessageInput>({ resolver: zodResolver(contactMessageSchema), defaultValues: emptyMessage });

  const submit = handleSubmit((message) =>
    sendMessage.mutate(message, {
      onSuccess: (receipt) => {
        toast.success(receipt.message);
        reset();
      },
      onError: (error) => {
        for (const [field, fieldMessage] of serverFieldErrors(error, contactMessageSchema.shape))
          setError(field, { message: fieldMessage });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <div className="sm:col-span-2">
        <TextField label="Subject" error={errors.subject?.message} {...register('subject')} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField label="Message" error={errors.message?.message} {...register('message')} />
      </div>
      {/* A rejected field is already explained under that field; anything else needs saying here. */}
      {sendMessage.error && serverFieldErrors(sendMessage.error, contactMessageSchema.shape).length === 0 && (
        <FormAlert message={errorMessage(sendMessage.error)} className="sm:col-span-2" />
      )}
      {/* One cell for both, so the status region, empty until a message is sent, adds no gap. */}
      <div className="sm:col-span-2">
        <SentConfirmation message={sendMessage.data?.message} />
        <Button type="submit" loading={sendMessage.isPending} className="w-full sm:w-auto">
          Send Message
        </Button>
      </div>
    </form>
  );
}
