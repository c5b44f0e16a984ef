import { startChatSchema } from '@topgear/shared/chat';
import type { Me } from '@topgear/shared/users';
import { Button } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormInput } from '@/components/ui/form-fields';
import { useStartChat } from '../api/start-chat';
import { CHAT_TEXTS } from '../texts';

/**
 * Start Chat: the name and email support will see, filled in from my profile. Nothing is sent
 * until both are there; once the server has the conversation, the chat window takes the form's place.
 */
export function StartChatForm({ me }: { me: Me }) {
  const startChat = useStartChat();
  return (
    <Form
      schema={startChatSchema}
      options={{ defaultValues: { name: me.fullName, email: me.email } }}
      error={startChat.error}
      onSubmit={(details) => startChat.mutate(details)}
      className="flex max-w-lg flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <FormInput name="name" label="Name" autoComplete="name" />
      <FormInput name="email" label="Email" type="email" autoComplete="email" />
      <FormFailure />
      <Button type="submit" loading={startChat.isPending} className="self-start">
        {CHAT_TEXTS.startChat}
      </Button>
    </Form>
  );
}
