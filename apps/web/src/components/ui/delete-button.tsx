import Trash2 from 'lucide-react/icons/trash-2';
import { buttonClasses } from './button';
import { Spinner } from './spinner';

interface DeleteButtonProps {
  /** What is deleted, for assistive technology: 'Delete “Buy milk”'. */
  what: string;
  onClick: () => void;
  pending: boolean;
  className?: string;
}

/** A row's quiet red Delete, with a spinner while the deletion is under way. */
export function DeleteButton({ what, onClick, pending, className }: DeleteButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={pending}
      aria-busy={pending || undefined}
      className={buttonClasses('ghost', `min-h-11 px-2 text-red-700 hover:bg-red-50 ${className ?? ''}`)}
    >
      {pending ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
      Delete <span className="sr-only">{what}</span>
    </button>
  );
}
