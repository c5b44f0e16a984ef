import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { paths } from '@/config/paths';
import { ActiveGoals } from '@/features/goals/components/active-goals';
import { PendingLeave } from '@/features/leave/components/pending-leave';
import { ReviewsDue } from '@/features/review-writing/components/reviews-due';
import { TaskAgenda } from '@/features/tasks/components/task-agenda';

const todayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' });

const linkClass =
  'inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** One summary on the grid; `link` leads to its full page when the summary has no link of its own. */
function FocusCard({ children, link }: { children: ReactNode; link?: { to: string; label: string } }) {
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      {children}
      {link && (
        <Link to={link.to} className={linkClass}>
          {link.label}
        </Link>
      )}
    </div>
  );
}

/** The user's day at a glance; each summary loads its own list once and shares it with its full page. */
export function Component() {
  return (
    <div className="mx-auto max-w-7xl">
      <title>Focus · TopGear Perform</title>
      <ScreenHeading title="Focus">Today is {todayFormat.format(new Date())}.</ScreenHeading>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        {/* TaskAgenda ends with its own link to the Task Center. */}
        <FocusCard>
          <TaskAgenda />
        </FocusCard>
        <FocusCard link={{ to: paths.dashboard.addGoal.getHref(), label: 'Open my goals' }}>
          <ActiveGoals />
        </FocusCard>
        <FocusCard link={{ to: paths.dashboard.vacationSelect.getHref(), label: 'Take Vacation' }}>
          <PendingLeave />
        </FocusCard>
        <FocusCard link={{ to: paths.dashboard.performance.getHref(), label: 'Open my performance reviews' }}>
          <ReviewsDue />
        </FocusCard>
      </div>
    </div>
  );
}
