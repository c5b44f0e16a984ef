import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { replaceSession } from '../api/get-me';
import { useSignOut } from '../api/sign-out';

/**
 * Signs out, goes home with the spec's toast, and only then forgets the user — forgetting first
 * would let the dashboard guard send the person to the login page instead. A failure is shown.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  return {
    logout: () =>
      signOut.mutate(undefined, {
        onSuccess: () => {
          toast.success('Logout Succesful');
          void Promise.resolve(navigate(paths.home.getHref())).then(() => replaceSession(queryClient, null));
        },
        onError: (error) => toast.error(errorMessage(error)),
      }),
    isPending: signOut.isPending,
  };
}
