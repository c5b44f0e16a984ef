import Pencil from 'lucide-react/icons/pencil';
import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog, type DialogSize } from './dialog';

interface EditDialogButtonProps {
  /** What is edited, read after "Edit" by screen readers ("Edit Q3 revenue"). */
  itemName: string;
  /** The dialog's title. */
  title: string;
  /** The update: while it is pending the dialog stays open; closing clears its error. */
  mutation: { isPending: boolean; reset: () => void };
  variant?: ButtonVariant;
  size?: DialogSize;
  /** The form, given the function that closes the dialog (for Cancel, and after a success). */
  children: (close: () => void) => ReactNode;
}

/** An "Edit" button opening a modal dialog with a form; each opening starts from the item as it is now. */
export function EditDialogButton({ itemName, title, mutation, variant, size, children }: EditDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    mutation.reset();
  };
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit <span className="sr-only">{itemName}</span>
      </Button>
      <Dialog open={open} title={title} onClose={close} busy={mutation.isPending} size={size}>
        <div className="mt-4">{children(close)}</div>
      </Dialog>
    </>
  );
}
