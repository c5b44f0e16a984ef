import { useEffect, useId, useRef } from 'react';
import { Button } from './button';
import { FormAlert } from './form-alert';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'are you sure delete'. */
  title: string;
  description?: string;
  confirmLabel: string;
  pending: boolean;
  error?: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question on the native <dialog>: focus moves into it and back, Escape cancels, and the
 * page behind cannot be used until it is answered.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
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
        if (!pending) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {description && <p className="mt-2 text-sm text-slate-600">{description}</p>}
      {error && <FormAlert message={error} className="mt-4" />}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={pending} className="bg-red-600 hover:bg-red-700 disabled:bg-red-400">
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
