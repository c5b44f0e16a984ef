import type { MeetingOccurrence } from '@topgear/shared/meetings';
import CalendarX from 'lucide-react/icons/calendar-x';
import MoveRight from 'lucide-react/icons/move-right';
import Plane from 'lucide-react/icons/plane';
import { namesInWords } from '../schedule-words';

const badge = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold';

/** Said in words and shown with an icon, not by colour alone: Skipped, Moved, and who is away that day. */
export function OccurrenceBadges({
  occurrence,
}: {
  occurrence: Pick<MeetingOccurrence, 'skipped' | 'moved' | 'away'>;
}) {
  return (
    <>
      {occurrence.skipped && (
        <span className={`${badge} bg-slate-200 text-slate-800`}>
          <CalendarX aria-hidden="true" className="size-3.5" />
          Skipped
        </span>
      )}
      {occurrence.moved && (
        <span className={`${badge} bg-sky-100 text-sky-900`}>
          <MoveRight aria-hidden="true" className="size-3.5" />
          Moved
        </span>
      )}
      {occurrence.away.length > 0 && (
        <span className={`${badge} bg-amber-100 text-amber-900`}>
          <Plane aria-hidden="true" className="size-3.5" />
          Away: {namesInWords(occurrence.away.map((person) => person.name))}
        </span>
      )}
    </>
  );
}
