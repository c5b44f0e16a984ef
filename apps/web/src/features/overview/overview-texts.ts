import type { Overview } from '@topgear/shared/overview';
import { fromIsoDate } from '@/lib/dates';

/** '1 goal', '3 goals'. */
const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** '2026-11-23' → 'Nov 23': a week by its Monday. */
export const shortDay = (day: string) =>
  fromIsoDate(day).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

const last = <Item>(items: Item[]) => items[items.length - 1];

/** Each chart said in one sentence: what a screen reader hears first, and what anyone reads above the chart. */
export const overviewSummaries = {
  headcount: ({ headcount }: Overview) =>
    `${counted(headcount.people, 'person', 'people')} (${counted(headcount.admins, 'admin', 'admins')}, ` +
    `${counted(headcount.managers, 'manager', 'managers')}); ${last(headcount.joined)?.joined ?? 0} joined this month.`,
  daysOff: ({ daysOff }: Overview) => {
    const vacation = sum(daysOff.map((month) => month.Vacation));
    const sick = sum(daysOff.map((month) => month.Sick));
    return `${counted(vacation + sick, 'day', 'days')} off approved in the last ${daysOff.length} months: ${vacation} Vacation, ${sick} Sick.`;
  },
  goals: ({ goals }: Overview) => {
    const of = (status: string) => goals.find((row) => row.status === status)?.goals ?? 0;
    return (
      `${counted(sum(goals.map((row) => row.goals)), 'goal', 'goals')}: ${of('on-track')} on track, ` +
      `${of('at-risk')} at risk, ${of('off-track')} off track, ${of('not-checked-in')} without a check-in.`
    );
  },
  tasks: ({ tasks }: Overview) =>
    `${counted(sum(tasks.map((row) => row.tasks)), 'task', 'tasks')} on everyone's boards, ` +
    `${tasks.find((row) => row.status === 'completed')?.tasks ?? 0} of them completed.`,
  demoBookings: ({ demoBookings }: Overview) =>
    `${counted(sum(demoBookings.map((week) => week.bookings)), 'demo', 'demos')} booked in the last ` +
    `${demoBookings.length} weeks, ${last(demoBookings)?.bookings ?? 0} this week.`,
} as const;
