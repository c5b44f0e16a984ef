import CircleCheck from 'lucide-react/icons/circle-check';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import type { SaveState } from '../draft-saver';

let timeFormat: Intl.DateTimeFormat | undefined;
const timeOf = (moment: Date) =>
  (timeFormat ??= new Intl.DateTimeFormat('en-US', { timeStyle: 'short' })).format(moment);

interface SaveStatusLineProps {
  state: SaveState;
  /** Nothing more can be saved: the reason is shown above the answers, and there is nothing to retry. */
  locked: boolean;
  onRetry: () => void;
}

/** Where the draft stands: saving, saved (and when), or why it could not be saved, with Retry. */
export function SaveStatusLine({ state, locked, onRetry }: SaveStatusLineProps) {
  const failed = state.status === 'failed';
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
      <p
        role="status"
        className={failed ? 'flex items-center gap-1.5 text-red-700' : 'flex items-center gap-1.5 text-slate-600'}
      >
        {state.status === 'idle' && 'Saves as you type'}
        {(state.status === 'pending' || state.status === 'saving') && (
          <>
            <Spinner />
            Saving…
          </>
        )}
        {state.status === 'saved' && (
          <>
            <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
            Saved at {timeOf(state.at)}
          </>
        )}
        {failed && (
          <>
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            <span className="wrap-anywhere">Could not save: {errorMessage(state.error)}</span>
          </>
        )}
      </p>
      {failed && !locked && (
        <Button variant="secondary" className="px-3 py-1" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}
