import { useState, type ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

/** The part of a TanStack Query mutation the button drives. */
interface ConfirmedMutation<Variables> {
  mutateAsync: (variables: Variables) => Promise<unknown>;
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

interface ConfirmButtonProps<Variables> {
  /** The button's content; a hidden part can name the item for assistive technology. */
  children: ReactNode;
  /** The dialog's question, its details and the label of the button that answers yes. */
  title: string;
  description: string;
  /** More about what happens, under the description: mounted when the dialog opens, so it may fetch then. */
  details?: ReactNode;
  confirmLabel: string;
  mutation: ConfirmedMutation<Variables>;
  variables: Variables;
  /** Once the server has confirmed, e.g. the success toast. */
  onSuccess: () => void;
}

/**
 * A destructive action behind a confirmation: the button opens the question, yes runs the mutation,
 * and the dialog closes only once the server has agreed; a failure shows inside it.
 */
export function ConfirmButton<Variables>({
  children,
  title,
  description,
  details,
  confirmLabel,
  mutation,
  variables,
  onSuccess,
}: ConfirmButtonProps<Variables>) {
  const [confirming, setConfirming] = useState(false);

  const close = () => {
    setConfirming(false);
    mutation.reset();
  };

  return (
    <>
      <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
        {children}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={title}
        description={description}
        details={details}
        confirmLabel={confirmLabel}
        pending={mutation.isPending}
        error={mutation.error ? errorMessage(mutation.error) : undefined}
        onCancel={close}
        onConfirm={() => {
          // Not `mutate`'s own callbacks: those never run once this button is gone, and a success
          // often removes it (the deleted item's list refetches before the mutation settles).
          void mutation.mutateAsync(variables).then(
            () => {
              onSuccess();
              close();
            },
            // The failure shows in the dialog, through `mutation.error`.
            () => {},
          );
        }}
      />
    </>
  );
}
