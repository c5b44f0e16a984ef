import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, type SignInInput } from '@topgear/shared/users';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { useSignIn } from '../api/sign-in';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInInput>({ resolver: zodResolver(signInSchema) });

  const submit = handleSubmit((credentials) =>
    signIn.mutate(credentials, {
      onSuccess: () => {
        toast.success('Login successfull');
        onSignedIn();
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {signIn.error && <FormAlert message={errorMessage(signIn.error)} />}
      <Button type="submit" loading={signIn.isPending} className="w-full">
        Login
      </Button>
    </form>
  );
}
