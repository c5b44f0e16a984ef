import type { MeetingListItem } from '@topgear/shared/meetings';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { mediumDate } from '@/lib/dates';
import { othersIn } from '../meeting-lists';
import { describeSchedule } from '@topgear/shared/meeting-schedule-words';
import { meetingTimeWords, namesInWords } from '../schedule-words';
import { OccurrenceBadges } from './meeting-badges';

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/** A series on the 1:1s list: who, when it repeats, the next meeting and what is overdue from earlier ones. */
export function SeriesCard({ series, myId }: { series: MeetingListItem; myId: string }) {
  const titleId = useId();
  const others = othersIn(series, myId).map((person) => person.name);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id={titleId} className="break-words text-lg font-bold text-brand-900">
        <Link to={paths.dashboard.meetingSeries.getHref(series.id)} className="underline-offset-4 hover:underline">
          {series.title}
        </Link>
      </h3>
      <p className="break-words text-sm text-slate-700">
        {series.kind === 'one-on-one' ? '1:1' : 'Team meeting'}
        {others.length > 0 && ` with ${namesInWords(others)}`}
      </p>
      <p className="text-sm text-slate-600">{describeSchedule(series.schedule)}</p>
      {series.cancelled ? (
        <p className="text-sm font-medium text-slate-700">Cancelled</p>
      ) : series.next ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-slate-800">
            <span className="font-medium">Next: </span>
            <time dateTime={series.next.startsAt}>{meetingTimeWords(series.next.startsAt, series.next.endsAt)}</time>
          </p>
          <p className="flex flex-wrap gap-1.5">
            <OccurrenceBadges occurrence={series.next} />
          </p>
          <Link
            to={paths.dashboard.meeting.getHref(series.id, series.next.occursAt)}
            aria-label={`Open the next meeting: ${series.title}`}
            className={`${linkClass} text-sm`}
          >
            Open the next meeting
          </Link>
        </div>
      ) : (
        <p className="text-sm text-slate-600">No meetings planned</p>
      )}
      {series.overdueActionItems.length > 0 && (
        <div className="mt-1 rounded-lg bg-red-50 p-3">
          <h4 className="text-sm font-semibold text-red-900">Overdue action items</h4>
          <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-800">
            {series.overdueActionItems.map((item) => (
              <li key={item.id} className="break-words">
                {item.text} <span className="text-slate-600">— {item.owner.name}, due </span>
                <time dateTime={item.dueDate} className="text-slate-600">
                  {mediumDate(item.dueDate)}
                </time>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
