import { Button } from '@/components/ui/button';
import { useLogout } from '../hooks/use-logout';

/** 'Logout' in the public navigation; `onDone` closes the menu it sits in. */
export function LogoutButton({ onDone }: { onDone?: () => void }) {
  const { logout, isPending } = useLogout();
  return (
    <Button
      variant="secondary"
      loading={isPending}
      onClick={() => {
        onDone?.();
        logout();
      }}
    >
      Logout
    </Button>
  );
}
