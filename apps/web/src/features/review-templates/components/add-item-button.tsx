import Plus from 'lucide-react/icons/plus';
import type { Ref } from 'react';
import { buttonClasses } from '@/components/ui/button';

interface AddItemButtonProps {
  /** What the button shows: 'Add question'. */
  label: string;
  /** Where the item goes, for assistive technology: 'to section 2'. */
  where: string;
  /** The list holds as many items as it may: the button does nothing, and `fullMessage` says why. */
  full: boolean;
  fullMessage: string;
  onAdd: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** Adds an item to an ordered list; stays focusable when the list is full, and says it is. */
export function AddItemButton({ label, where, full, fullMessage, onAdd, ref }: AddItemButtonProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        ref={ref}
        type="button"
        aria-disabled={full || undefined}
        onClick={full ? undefined : onAdd}
        className={buttonClasses('secondary', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50')}
      >
        <Plus aria-hidden="true" className="size-4" />
        {label}
        <span className="sr-only"> {where}</span>
      </button>
      {full && <p className="text-sm text-slate-600">{fullMessage}</p>}
    </div>
  );
}
