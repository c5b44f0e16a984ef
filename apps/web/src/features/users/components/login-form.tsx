import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, type SignInInput } from '@topgear/shared/users';
import { TriangleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
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
      {signIn.error && (
        <p role="alert" className="flex items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {errorMessage(signIn.error)}
        </p>
      )}
      <Button type="submit" loading={signIn.isPending} className="w-full">
        Login
      </Button>
    </form>
  );
}
