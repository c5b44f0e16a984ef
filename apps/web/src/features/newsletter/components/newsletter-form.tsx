import { INVALID_EMAIL_MESSAGE, isEmail } from '@topgear/shared/email';
import type { SubscriptionResult } from '@topgear/shared/newsletter';
import CircleCheck from 'lucide-react/icons/circle-check';
import MailCheck from 'lucide-react/icons/mail-check';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { PostsWithoutCode } from '@/components/ui/native-form';
import { errorMessage } from '@/lib/api-client';
import { FORM_NAME_FIELD, useSubmittedForm } from '@/lib/submitted-form';
import { useHydrated } from '@/lib/use-hydrated';
import { useSubscribeToNewsletter } from '../api/subscribe';
import { newsletterFormPost } from '../form-post';

type Tone = 'light' | 'dark';

const toneClasses = {
  light: {
    // The field's label and error are styled for white backgrounds already.
    field: '',
    subscribed: 'text-emerald-700',
    alreadySubscribed: 'text-brand-700',
    button: '',
  },
  dark: {
    // Lifts the field's own label and error text to stay readable on brand-900.
    field: '[&_label]:text-brand-50 [&_p]:text-red-200',
    subscribed: 'text-emerald-300',
    alreadySubscribed: 'text-brand-100',
    button: 'bg-accent-400! text-brand-900! hover:bg-accent-500! disabled:opacity-70',
  },
} as const satisfies Record<Tone, Record<string, string>>;

/** Both outcomes are good news: a new subscription, or one that already existed. */
function SubscriptionStatus({ result, tone }: { result: SubscriptionResult | undefined; tone: Tone }) {
  const isNew = result?.status === 'subscribed';
  const Icon = isNew ? CircleCheck : MailCheck;
  return (
    <div role="status">
      {result && (
        <p
          className={`mt-3 flex items-center gap-2 text-sm font-medium ${
            isNew ? toneClasses[tone].subscribed : toneClasses[tone].alreadySubscribed
          }`}
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {result.message}
        </p>
      )}
    </div>
  );
}

interface NewsletterFormProps {
  /** The background it sits on: white ('light') or the brand-900 band ('dark'). */
  tone?: Tone;
}

/**
 * One Email field and a Subscribe button; clears after a successful subscription only. Checked with
 * the shared email rule rather than a schema library, which the home page would otherwise download
 * for this one field. The field keeps its own value (it is read when the form is sent), so what a
 * visitor typed before the form's code arrived is what it sends.
 */
export function NewsletterForm({ tone = 'light' }: NewsletterFormProps) {
  const subscribe = useSubscribeToNewsletter();
  const enhanced = useHydrated();
  // What the browser posted itself, before the page's code arrived, and how the server answered.
  const posted = useSubmittedForm(newsletterFormPost.name);
  const [postedFailure, setPostedFailure] = useState(posted?.failure);
  const [invalid, setInvalid] = useState(false);
  const emailError = invalid ? INVALID_EMAIL_MESSAGE : postedFailure?.fields.email;
  const failure = subscribe.error ? errorMessage(subscribe.error) : !emailError && postedFailure?.message;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const typed = new FormData(form).get('email');
    const address = typeof typed === 'string' ? typed.trim() : '';
    setPostedFailure(undefined);
    if (!isEmail(address)) {
      setInvalid(true);
      return;
    }
    subscribe.mutate({ email: address }, { onSuccess: () => form.reset() });
  };

  return (
    <form id={newsletterFormPost.name} method="post" data-enhanced={enhanced || undefined} onSubmit={submit} noValidate>
      <input type="hidden" name={FORM_NAME_FIELD} value={newsletterFormPost.name} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className={`min-w-0 flex-1 ${toneClasses[tone].field}`}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@company.com"
            defaultValue={posted?.values.email}
            error={emailError}
            onChange={() => setInvalid(false)}
          />
        </div>
        {/* Top margin skips the label; the transparent border matches the input's height. */}
        <PostsWithoutCode value>
          <Button
            type="submit"
            loading={subscribe.isPending}
            className={`border border-transparent sm:mt-6 ${toneClasses[tone].button}`}
          >
            Subscribe
          </Button>
        </PostsWithoutCode>
      </div>
      {failure && <FormAlert message={failure} className="mt-3" />}
      <SubscriptionStatus result={subscribe.data ?? (posted?.answer as SubscriptionResult | undefined)} tone={tone} />
    </form>
  );
}
