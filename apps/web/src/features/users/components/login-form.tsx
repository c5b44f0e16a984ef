import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormInput } from '@/components/ui/form-fields';
import { useSignIn } from '../api/sign-in';

/** The sign-in rules, loaded when someone starts signing in (decision 025). */
const signInRules = () => import('@topgear/shared/users').then((rules) => rules.signInSchema);

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  return (
    <Form
      schema={signInRules}
      onSubmit={(credentials) =>
        signIn.mutate(credentials, {
          onSuccess: () => {
            toast.success('Login successfull');
            onSignedIn();
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
