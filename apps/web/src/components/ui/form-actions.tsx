import { clsx } from 'clsx';
import { Button } from './button';

interface FormActionsProps {
  submitLabel: string;
  /** The submission is under way: Submit shows it, Cancel waits. */
  pending: boolean;
  /** Adds a Cancel button (editing in a dialog, say). */
  onCancel?: (() => void) | undefined;
  className?: string;
}

/** A form's Submit button and, with `onCancel`, a Cancel button beside it; each full width on a phone. */
export function FormActions({ submitLabel, pending, onCancel, className }: FormActionsProps) {
  return (
    <div className={clsx('flex flex-wrap gap-3', className)}>
      <Button type="submit" loading={pending} className="w-full sm:w-auto">
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel} disabled={pending} className="w-full sm:w-auto">
          Cancel
        </Button>
      )}
    </div>
  );
}
