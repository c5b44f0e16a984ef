import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { Button } from './button';

/** The part of a TanStack Query mutation the button drives. */
interface ButtonMutation<Variables> {
  mutateAsync: (variables: Variables) => Promise<unknown>;
  isPending: boolean;
}

interface MutationButtonProps<Variables> {
  /** The button's content; a hidden part can name the item for assistive technology. */
  children: ReactNode;
  mutation: ButtonMutation<Variables>;
  variables: Variables;
  /** The toast once the server has agreed; a failure toasts the server's reason. */
  succeeded: string;
}

/** A row's action that needs no confirmation: it runs at once, busy meanwhile, and says how it went. */
export function MutationButton<Variables>({
  children,
  mutation,
  variables,
  succeeded,
}: MutationButtonProps<Variables>) {
  return (
    <Button
      variant="secondary"
      className="whitespace-nowrap px-3 py-1.5"
      loading={mutation.isPending}
      onClick={() =>
        // From the promise, not `mutate`'s callbacks, which never run if the row unmounts first.
        void mutation.mutateAsync(variables).then(
          () => toast.success(succeeded),
          (error: unknown) => toast.error(errorMessage(error)),
        )
      }
    >
      {children}
    </Button>
  );
}
