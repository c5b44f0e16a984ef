import type { ReactNode, Ref } from 'react';
import { buttonClasses } from './button';
import { Spinner } from './spinner';

interface IconButtonProps {
  id?: string;
  ref?: Ref<HTMLButtonElement>;
  /** Its accessible name and tooltip: 'Move question 2 up'. */
  label: string;
  /** Nothing when it cannot act (an item already first or last). */
  onClick: (() => void) | undefined;
  /** Its action is under way: a spinner instead of the icon, and it does not act again. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * An icon button of an ordered list (Move up, Move down, Remove). It stays focusable when it cannot
 * act (aria-disabled, not disabled), so the focus stays on it when its item reaches the top or the
 * bottom.
 */
export function IconButton({ id, ref, label, onClick, busy = false, children }: IconButtonProps) {
  return (
    <button
      id={id}
      ref={ref}
      type="button"
      aria-disabled={onClick && !busy ? undefined : true}
      aria-busy={busy || undefined}
      onClick={busy ? undefined : onClick}
      title={label}
      className={buttonClasses(
        'ghost',
        'min-h-11 min-w-11 px-2 aria-disabled:cursor-not-allowed aria-disabled:opacity-40',
      )}
    >
      {busy ? <Spinner /> : children}
      <span className="sr-only">{label}</span>
    </button>
  );
}
