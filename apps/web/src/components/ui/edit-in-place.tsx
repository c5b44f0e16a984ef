import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/**
 * An item edited where it stands: `start` swaps in the form, `stop` swaps it out and puts the focus
 * back on the control that opened it (`openerRef`), which exists again only once the form is gone.
 */
export function useEditInPlace() {
  const [editing, setEditing] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const start = () => setEditing(true);
  const stop = () => {
    flushSync(() => setEditing(false));
    openerRef.current?.focus();
  };
  return { editing, start, stop, openerRef };
}

interface CancelOnEscapeProps {
  /** Leaves editing without saving; not called while `busy`. */
  onCancel: () => void;
  busy: boolean;
  children: ReactNode;
}

/** Escape anywhere inside cancels the edit, as it would close a dialog. */
export function CancelOnEscape({ onCancel, busy, children }: CancelOnEscapeProps) {
  return (
    <div
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {children}
    </div>
  );
}
