import type { CannedReply } from '@topgear/shared/chat';
import { clsx } from 'clsx';

interface CannedReplyOptionsProps {
  id: string;
  replies: readonly CannedReply[];
  /** The highlighted option, which Enter or Tab inserts. */
  active: number;
  optionId: (index: number) => string;
  onPick: (reply: CannedReply) => void;
}

/**
 * The canned replies matching what follows the slash, above the message box. The focus stays in
 * the box, which points at the highlighted option (`aria-activedescendant`); a click picks one too.
 */
export function CannedReplyOptions({ id, replies, active, optionId, onPick }: CannedReplyOptionsProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Canned replies"
      className="absolute inset-x-0 bottom-full z-10 mb-2 max-h-60 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
    >
      {replies.map((reply, index) => (
        <li
          key={reply.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          ref={index === active ? (option) => option?.scrollIntoView({ block: 'nearest' }) : undefined}
          // A press would take the focus from the message box, and with it the keyboard.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(reply)}
          className={clsx(
            'flex cursor-pointer flex-col rounded-lg px-3 py-2 text-sm',
            index === active ? 'bg-brand-50 ring-1 ring-brand-300' : 'hover:bg-slate-50',
          )}
        >
          <span className="font-semibold text-brand-900">/{reply.shortcut}</span>
          <span className="truncate text-slate-600">{reply.text}</span>
        </li>
      ))}
    </ul>
  );
}
