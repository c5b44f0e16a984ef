import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { FormAlert } from './form-alert';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'are you sure delete'. */
  title: string;
  description?: string;
  /** More about what happens, under the description; mounted only while the dialog is open, so it may fetch. */
  details?: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error?: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question: Cancel or Escape backs out (not while the answer is being carried out). */
export function ConfirmDialog({
  open,
  title,
  description,
  details,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onCancel} busy={pending} size="sm">
      {description && <p className="mt-2 text-sm text-slate-600">{description}</p>}
      {details}
      {error && <FormAlert message={error} className="mt-4" />}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={pending} className="bg-red-600 hover:bg-red-700 disabled:bg-red-400">
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
