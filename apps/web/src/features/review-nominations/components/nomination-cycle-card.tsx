import type { NominationCycles } from '@topgear/shared/review-nominations';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { mediumDate } from '@/lib/dates';
import { limitsText } from '../peer-choices';

const peopleText = (count: number) => (count === 1 ? '1 person you manage' : `${count} people you manage`);

/** A cycle taking nominations that concerns me: its deadline, and the ways to my peers and to my team's. */
export function NominationCycleCard({ entry }: { entry: NominationCycles[number] }) {
  const headingId = useId();
  const { cycle, takesPart, manages } = entry;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 id={headingId} className="font-semibold wrap-anywhere text-brand-900">
          {cycle.name}
        </h3>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
          {takesPart && <span>{limitsText(cycle)} to review you</span>}
          {manages > 0 && <span>{peopleText(manages)} take part</span>}
          {cycle.nominationsDue && (
            <span className="inline-flex items-center gap-1">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
              Nominations close {mediumDate(cycle.nominationsDue)}
            </span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {takesPart && (
          <Link
            to={paths.dashboard.performancePeers.getHref(cycle.id)}
            className={buttonClasses('primary', 'whitespace-nowrap')}
          >
            Choose your peers <span className="sr-only">in {cycle.name}</span>
          </Link>
        )}
        {manages > 0 && (
          <Link
            to={paths.dashboard.performanceTeam.getHref(cycle.id)}
            className={buttonClasses('secondary', 'whitespace-nowrap')}
          >
            Your team&apos;s peers <span className="sr-only">in {cycle.name}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
