import type { MeetingOccurrence } from '@topgear/shared/meetings';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { meetingTimeWords } from '../schedule-words';
import { OccurrenceBadges } from './meeting-badges';

interface OccurrenceListProps {
  seriesId: string;
  /** Names the list for assistive technology: 'Upcoming meetings'. */
  label: string;
  occurrences: readonly MeetingOccurrence[];
  empty: string;
}

/** Meetings of a series, each leading to its page, marked when skipped, moved or someone is away. */
export function OccurrenceList({ seriesId, label, occurrences, empty }: OccurrenceListProps) {
  if (occurrences.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-slate-100">
      {occurrences.map((occurrence) => (
        <li key={occurrence.occursAt} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <Link
            to={paths.dashboard.meeting.getHref(seriesId, occurrence.occursAt)}
            className={
              occurrence.skipped
                ? 'text-sm text-slate-600 line-through underline-offset-4 hover:underline'
                : 'text-sm font-medium text-brand-700 underline-offset-4 hover:underline'
            }
          >
            {meetingTimeWords(occurrence.startsAt, occurrence.endsAt)}
          </Link>
          <OccurrenceBadges occurrence={occurrence} />
        </li>
      ))}
    </ul>
  );
}
