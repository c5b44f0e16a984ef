import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { clsx } from 'clsx';

const SIZES = {
  sm: 'max-w-sm p-6',
  md: 'max-w-lg p-5 sm:p-6',
  lg: 'max-w-2xl p-4 sm:p-6',
};
export type DialogSize = keyof typeof SIZES;

interface DialogProps {
  open: boolean;
  /** Names the dialog for assistive technology as well as on screen. */
  title: string;
  /** Called on Escape and on the close button; not while `busy`. */
  onClose: () => void;
  /** Work under way that closing would leave unanswered. */
  busy?: boolean;
  /** Adds an X button beside the title that closes like Escape. */
  closeButton?: boolean;
  size?: DialogSize;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>, opened with showModal() while `open`: focus moves into it and,
 * on closing, back to the control that opened it; Escape closes it; the page behind cannot be used
 * meanwhile. Its content is mounted only while it is open, so every opening starts afresh.
 */
export function Dialog({
  open,
  title,
  onClose,
  busy = false,
  closeButton = false,
  size = 'md',
  children,
}: DialogProps) {
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
      className={clsx(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl shadow-xl backdrop:bg-slate-900/50',
        SIZES[size],
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-lg font-bold wrap-anywhere text-brand-900">
          {title}
        </h2>
        {closeButton && (
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            className="-m-1 rounded-lg p-1 text-slate-600 hover:bg-slate-100 disabled:opacity-60"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </button>
        )}
      </div>
      {open && children}
    </dialog>
  );
}
