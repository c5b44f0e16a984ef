import type { MyTeamMember } from '@topgear/shared/my-team';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { mediumDate, monthLabel, toIsoMonth } from '@/lib/dates';
import { useMyTeam } from '../api/get-my-team';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Employees All Vacation, narrowed to this report's requests waiting for a decision. */
const pendingRequestsHref = (personId: string) =>
  `${paths.dashboard.employeesVacation.getHref()}?${new URLSearchParams({ view: 'reports', person: personId, status: 'pending' }).toString()}`;

function GoalProgress({ goals }: { goals: MyTeamMember['goals'] }) {
  if (goals.total === 0) return <p className="text-slate-600">No goals yet.</p>;
  return (
    <div className="mt-1 flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label="Goals reached"
        aria-valuenow={goals.averagePercent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-500" style={{ width: `${goals.averagePercent}%` }} />
      </div>
      <p className="text-slate-700">
        {goals.averagePercent}% of targets reached · {goals.completed} of {plural(goals.total, 'goal', 'goals')}{' '}
        complete
        {goals.behind > 0 && <span className="font-semibold text-amber-800"> · {goals.behind} behind</span>}
      </p>
    </div>
  );
}

function MemberCard({ member, month }: { member: MyTeamMember; month: string }) {
  const nameId = useId();
  return (
    <article aria-labelledby={nameId} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={member.name} image={member.image} className="size-10 text-sm" />
        <div className="min-w-0">
          <h3 id={nameId} className="break-words font-semibold">
            <Link to={paths.dashboard.person.getHref(member.id)} className="text-brand-700 hover:underline">
              {member.name}
            </Link>
          </h3>
          {member.jobTitle && <p className="break-words text-sm text-slate-600">{member.jobTitle}</p>}
        </div>
      </div>
      <div className="text-sm">
        <h4 className="font-semibold text-slate-700">Goals</h4>
        <GoalProgress goals={member.goals} />
      </div>
      <div className="text-sm">
        <h4 className="font-semibold text-slate-700">Days off in {monthLabel(month)}</h4>
        {member.daysOff.length === 0 ? (
          <p className="text-slate-600">Not out this month.</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1">
            {member.daysOff.map((record) => (
              <li key={record.id} className="text-slate-800">
                {mediumDate(record.from)} – {mediumDate(record.to)} · {record.type}
                {record.status === 'pending' && ' · waiting for a decision'}
              </li>
            ))}
          </ul>
        )}
      </div>
      {member.pendingRequests > 0 ? (
        <Link
          to={pendingRequestsHref(member.id)}
          className="self-start text-sm font-semibold text-brand-700 hover:underline"
        >
          {plural(member.pendingRequests, 'request', 'requests')} to decide
        </Link>
      ) : (
        <p className="text-sm text-slate-600">No requests to decide.</p>
      )}
    </article>
  );
}

/** One line naming who of the team is out, or asked to be, this month. */
function OutThisMonth({ members, month }: { members: MyTeamMember[]; month: string }) {
  const out = members.filter((member) => member.daysOff.length > 0).map((member) => member.name);
  return (
    <p className="text-sm text-slate-700">
      <span className="font-semibold">Out in {monthLabel(month)}:</span> {out.length > 0 ? out.join(', ') : 'nobody'}
    </p>
  );
}

/** Manager Activity's My team: each direct report's goals, days off this month and requests to decide. */
export function MyTeam() {
  const [month] = useState(() => toIsoMonth(new Date()));
  const team = useMyTeam(month);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-lg font-bold text-brand-900">
        My team
      </h2>
      <QueryState query={team} what="your team">
        {(members) =>
          members.length === 0 ? (
            <p className="text-sm text-slate-600">
              Nobody reports to you yet. When an administrator makes someone your report, they show here.
            </p>
          ) : (
            <div className="flex flex-col gap-4">
              <OutThisMonth members={members} month={month} />
              <ul className="grid gap-4 lg:grid-cols-2">
                {members.map((member) => (
                  <li key={member.id}>
                    <MemberCard member={member} month={month} />
                  </li>
                ))}
              </ul>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
