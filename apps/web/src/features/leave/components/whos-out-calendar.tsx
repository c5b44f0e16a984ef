import type { LeaveCalendarEntry } from '@topgear/shared/leave';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { QueryState } from '@/components/ui/query-state';
import { daysOfMonth, fromIsoDate, mediumDate, monthLabel, shiftMonth, toIsoDate, toIsoMonth } from '@/lib/dates';
import { useLeaveCalendar } from '../api/get-leave-calendar';
import { LEAVE_TEXTS, STATUS_LABELS } from '../texts';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Who is out on `day`: a record covers its first day up to, not including, the day they are back. */
const outOn = (entries: LeaveCalendarEntry[], day: string) =>
  entries.filter((entry) => entry.from <= day && day < entry.to);

/** 'Ana Silva (Vacation)', with '(Sick, pending)' while it waits for a decision. */
const personOut = (entry: LeaveCalendarEntry) =>
  `${entry.owner.name} (${entry.type}${entry.status === 'pending' ? `, ${STATUS_LABELS.pending.toLowerCase()}` : ''})`;

/** The month as weeks of seven cells, Monday first; days of other months are empty cells. */
function weeksOf(days: string[]) {
  const leading = (fromIsoDate(days[0]!).getDay() + 6) % 7;
  const cells: Array<string | undefined> = [...Array<undefined>(leading).fill(undefined), ...days];
  while (cells.length % 7 !== 0) cells.push(undefined);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

function MonthGrid({ month, entries }: { month: string; entries: LeaveCalendarEntry[] }) {
  const today = toIsoDate(new Date());
  return (
    <table className="hidden w-full table-fixed border-collapse text-sm sm:table">
      <caption className="sr-only">
        {LEAVE_TEXTS.whosOut} in {monthLabel(month)}
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday} scope="col" className="pb-2 text-left font-semibold text-slate-600">
              {weekday}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(daysOfMonth(month)).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((day, index) => (
              <td key={day ?? `empty-${index}`} className="h-24 border border-slate-100 p-1.5 align-top">
                {day && (
                  <>
                    <span className={day === today ? 'font-bold text-brand-700' : 'text-slate-500'}>
                      {fromIsoDate(day).getDate()}
                    </span>
                    <ul className="mt-1 flex flex-col gap-0.5">
                      {outOn(entries, day).map((entry) => (
                        <li
                          key={entry.id}
                          className="truncate rounded bg-brand-50 px-1 text-xs text-brand-900"
                          title={personOut(entry)}
                        >
                          {personOut(entry)}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** On a phone: only the days someone is out, each with its people. */
function MonthAgenda({ month, entries }: { month: string; entries: LeaveCalendarEntry[] }) {
  const busyDays = daysOfMonth(month)
    .map((day) => ({ day, out: outOn(entries, day) }))
    .filter(({ out }) => out.length > 0);
  return (
    <ul className="flex flex-col gap-2 sm:hidden">
      {busyDays.map(({ day, out }) => (
        <li key={day} className="rounded-lg border border-slate-100 p-2 text-sm">
          <span className="font-semibold text-slate-700">{mediumDate(day)}</span>
          <span className="block text-slate-800">{out.map(personOut).join(', ')}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Who's out: a month of the pending and approved days off, month by month, of everyone or of one
 * of `teams` (given by the page, which knows the organisation's teams).
 */
export function WhosOutCalendar({ teams = [] }: { teams?: ReadonlyArray<{ id: string; name: string }> | undefined }) {
  const [month, setMonth] = useState(() => toIsoMonth(new Date()));
  const [teamId, setTeamId] = useState('');
  const calendar = useLeaveCalendar(month, teamId || undefined);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-brand-900">
          {LEAVE_TEXTS.whosOut}: <span aria-live="polite">{monthLabel(month)}</span>
        </h2>
        <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
          {teams.length > 0 && (
            <div className="w-full sm:w-48">
              <SelectField
                label="Team"
                placeholder="All teams"
                options={teams.map((team) => ({ value: team.id, label: team.name }))}
                value={teamId}
                onChange={(event) => setTeamId(event.target.value)}
              />
            </div>
          )}
          <Button variant="secondary" className="px-3" onClick={() => setMonth(shiftMonth(month, -1))}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="sr-only">Previous month</span>
          </Button>
          <Button variant="secondary" className="px-3" onClick={() => setMonth(shiftMonth(month, 1))}>
            <ChevronRight aria-hidden="true" className="size-4" />
            <span className="sr-only">Next month</span>
          </Button>
        </div>
      </div>
      <QueryState query={calendar} what="who is out">
        {(entries) => (
          <>
            {entries.length === 0 && <p className="mb-2 text-sm text-slate-600">{LEAVE_TEXTS.nobodyOut}</p>}
            <MonthGrid month={month} entries={entries} />
            <MonthAgenda month={month} entries={entries} />
          </>
        )}
      </QueryState>
    </section>
  );
}
