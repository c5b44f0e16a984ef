import Pencil from 'lucide-react/icons/pencil';
import type { ComponentProps } from 'react';
import { DialogButton } from './dialog-button';

interface EditDialogButtonProps extends Omit<ComponentProps<typeof DialogButton>, 'label'> {
  /** What is edited, read after "Edit" by screen readers ("Edit Q3 revenue"). */
  itemName: string;
}

/** An "Edit" button opening a modal dialog with a form; each opening starts from the item as it is now. */
export function EditDialogButton({ itemName, ...dialog }: EditDialogButtonProps) {
  return (
    <DialogButton
      {...dialog}
      label={
        <>
          <Pencil aria-hidden="true" className="size-4" />
          Edit <span className="sr-only">{itemName}</span>
        </>
      }
    />
  );
}
