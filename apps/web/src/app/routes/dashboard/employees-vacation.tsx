import { useId } from 'react';
import { RequireRole } from '@/app/require-role';
import { TeamLeaveList } from '@/features/leave/components/team-leave-list';
import { WhosOutCalendar } from '@/features/leave/components/whos-out-calendar';
import { useCurrentUser } from '@/features/users/api/get-me';

/** Employees All Vacation: who is out this month, and everyone's records with feedback and decisions. */
export function Component() {
  const me = useCurrentUser();
  const recordsHeadingId = useId();
  return (
    <RequireRole audience="managers">
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <title>Employees All Vacation · TopGear Perform</title>
        <div>
          <h1 className="text-2xl font-bold text-brand-900">Employees All Vacation</h1>
          <p className="mt-1 text-slate-600">
            Everyone's days off: decide pending requests and add feedback the person reads on their Days Off page.
          </p>
        </div>
        <WhosOutCalendar />
        <section aria-labelledby={recordsHeadingId}>
          <h2 id={recordsHeadingId} className="mb-4 text-lg font-bold text-brand-900">
            Days off records
          </h2>
          <TeamLeaveList meId={me.id} />
        </section>
      </div>
    </RequireRole>
  );
}
