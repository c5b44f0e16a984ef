import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog, type DialogSize } from './dialog';

interface DialogButtonProps {
  /** What the button shows: an icon and words. */
  label: ReactNode;
  /** The dialog's title. */
  title: string;
  /** The dialog's change: while it is pending the dialog stays open; closing clears its error. */
  mutation: { isPending: boolean; reset: () => void };
  variant?: ButtonVariant;
  size?: DialogSize;
  /** The form, given the function that closes the dialog (for Cancel, and after a success). */
  children: (close: () => void) => ReactNode;
}

/** A button opening a modal dialog with a form; each opening starts afresh. */
export function DialogButton({ label, title, mutation, variant, size, children }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    mutation.reset();
  };
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} title={title} onClose={close} busy={mutation.isPending} size={size}>
        <div className="mt-4">{children(close)}</div>
      </Dialog>
    </>
  );
}
