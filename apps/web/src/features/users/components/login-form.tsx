import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormInput } from '@/components/ui/form-fields';
import { isTwoFactorChallenge, useSignIn } from '../api/sign-in';
import type { CodeStep } from '../code-step';
import { signInFormPost } from '../form-posts';
import { TwoFactorStep } from './two-factor-step';

/** The sign-in rules, loaded when someone starts signing in (decision 025). */
const signInRules = () => import('@topgear/shared/users').then((rules) => rules.signInSchema);

/** What the page that opens once someone is signed in says. */
export const SIGNED_IN_MESSAGE = 'Login successfull';

interface LoginFormProps {
  onSignedIn: () => void;
  /** The password was taken by a post without the page's code, and this code step comes next. */
  codeStep?: CodeStep;
}

/** Email and password; then, for someone with two-factor sign-in on, the code step. */
export function LoginForm({ onSignedIn, codeStep }: LoginFormProps) {
  const signIn = useSignIn();
  const [step, setStep] = useState(codeStep);
  // Kept across the code step, so that signing in again starts from the same email.
  const [email, setEmail] = useState('');
  if (step) {
    return (
      <TwoFactorStep
        startWith={step}
        onSignedIn={onSignedIn}
        onRestart={() => {
          signIn.reset();
          setStep(undefined);
        }}
      />
    );
  }
  return (
    <Form
      schema={signInRules}
      post={signInFormPost}
      options={{ defaultValues: { email, password: '' } }}
      onSubmit={(credentials) =>
        signIn.mutate(credentials, {
          onSuccess: (answer) => {
            if (!isTwoFactorChallenge(answer)) return onSignedIn();
            setEmail(credentials.email);
            setStep('two-factor');
          },
        })
      }
      error={signIn.error}
      className="space-y-4"
    >
      <FormInput name="email" label="Email" type="email" autoComplete="email" />
      <FormInput name="password" label="Password" type="password" autoComplete="current-password" />
      <FormFailure />
      <Button type="submit" loading={signIn.isPending} className="w-full">
        Login
      </Button>
    </Form>
  );
}
