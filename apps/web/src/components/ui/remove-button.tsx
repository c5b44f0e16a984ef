import Trash2 from 'lucide-react/icons/trash-2';
import type { ComponentProps } from 'react';
import { toast } from '@/lib/toast';
import { ConfirmButton } from './confirm-button';

type ConfirmProps<Variables> = ComponentProps<typeof ConfirmButton<Variables>>;

interface RemoveButtonProps<Variables> extends Omit<
  ConfirmProps<Variables>,
  'children' | 'confirmLabel' | 'onSuccess'
> {
  /** The button's words, which the dialog's yes repeats: 'Remove Blog', 'Delete User'. */
  label: string;
  /** What is removed, read after the label by screen readers. */
  itemName: string;
  /** The toast once the server has removed it. */
  removed: string;
  onSuccess?: () => void;
}

/** A bin button that removes something after asking, and says so once the server has. */
export function RemoveButton<Variables>({
  label,
  itemName,
  removed,
  onSuccess,
  ...confirm
}: RemoveButtonProps<Variables>) {
  return (
    <ConfirmButton
      {...confirm}
      confirmLabel={label}
      onSuccess={() => {
        toast.success(removed);
        onSuccess?.();
      }}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      <span className="whitespace-nowrap">{label}</span>
      <span className="sr-only">: {itemName}</span>
    </ConfirmButton>
  );
}
