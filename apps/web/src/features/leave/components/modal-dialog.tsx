import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  open: boolean;
  title: string;
  /** Called on Escape and on the close button; not while `busy`. */
  onClose: () => void;
  /** Work under way that closing would leave unanswered. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>, as ConfirmDialog: focus moves into it and back to where it was,
 * Escape closes it, and the page behind cannot be used meanwhile. Its content is mounted only while
 * it is open, so every opening starts afresh.
 */
export function ModalDialog({ open, title, onClose, busy = false, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl p-5 shadow-xl backdrop:bg-slate-900/50 sm:p-6"
    >
      {open && (
        <>
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-bold text-brand-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              className="-m-1 rounded-lg p-1 text-slate-600 hover:bg-slate-100 disabled:opacity-60"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}
