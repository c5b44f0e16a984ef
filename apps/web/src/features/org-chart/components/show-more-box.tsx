import ChevronsDown from 'lucide-react/icons/chevrons-down';

interface ShowMoreBoxProps {
  /** The id of the text that names the 'Show more' tree item. */
  labelId: string;
  /** How many more a press shows. */
  more: number;
  /** How many of the branch are not shown yet. */
  hidden: number;
  onShowMore: () => void;
}

/**
 * The end of a long branch: how many of it are not shown, and a control that shows the next ones.
 * Like a person's box, its tree item takes the keyboard (Enter), so the control is out of the Tab order.
 */
export function ShowMoreBox({ labelId, more, hidden, onShowMore }: ShowMoreBoxProps) {
  return (
    <div className="flex w-64 items-center rounded-xl border border-dashed border-slate-300 bg-white p-1 sm:w-72">
      <button
        type="button"
        tabIndex={-1}
        onClick={onShowMore}
        className="flex min-h-10 w-full items-center gap-2 rounded-lg px-2 text-left text-sm hover:bg-slate-100"
      >
        <ChevronsDown aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        <span id={labelId}>
          <span className="font-semibold text-brand-800">Show {more} more</span>{' '}
          <span className="text-slate-600">({hidden.toLocaleString('en')} not shown)</span>
        </span>
      </button>
    </div>
  );
}
