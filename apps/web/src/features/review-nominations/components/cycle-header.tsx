import { NOMINATION_MESSAGES, type MyNominations } from '@topgear/shared/review-nominations';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import type { ReactNode } from 'react';
import { mediumDate } from '@/lib/dates';
import { limitsText } from '../peer-choices';

interface CycleHeaderProps {
  cycle: MyNominations['cycle'];
  title: string;
  /** What the page is for, under its heading. */
  children: ReactNode;
}

/** A nomination page's heading: the cycle's name above it, then its limits and deadline, or that nominations are closed. */
export function CycleHeader({ cycle, title, children }: CycleHeaderProps) {
  return (
    <header className="flex flex-col gap-1">
      <p className="text-sm font-medium wrap-anywhere text-brand-700">{cycle.name}</p>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="text-slate-600">{children}</p>
      {cycle.phase === 'nominations' ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span className="font-semibold">{limitsText(cycle)}</span>
          {cycle.nominationsDue && (
            <span className="inline-flex items-center gap-1">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
              Nominations close {mediumDate(cycle.nominationsDue)}
            </span>
          )}
        </p>
      ) : (
        <p className="mt-1 text-sm font-semibold text-slate-700">{NOMINATION_MESSAGES.notNominations}</p>
      )}
    </header>
  );
}
