import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useSignOut } from '../api/sign-out';

/** Signs out, then goes home with the spec's toast; a failure is shown, not swallowed. */
export function useLogout() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return {
    logout: () =>
      signOut.mutate(undefined, {
        onSuccess: () => {
          toast.success('Logout Succesful');
          void navigate(paths.home);
        },
        onError: (error) => toast.error(errorMessage(error)),
      }),
    isPending: signOut.isPending,
  };
}
