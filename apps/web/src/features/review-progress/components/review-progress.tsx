import type { CyclePhase } from '@topgear/shared/review-cycles';
import type { ReviewProgress as Progress } from '@topgear/shared/review-progress';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { TitledSection } from '@/components/ui/titled-section';
import { useReviewProgress } from '../api/get-review-progress';
import { remindsIn } from '../progress-texts';
import { DepartmentTable } from './department-table';
import { OverdueList } from './overdue-list';
import { PhaseCompletion } from './phase-completion';
import { RemindButton } from './remind-button';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** In a phase that asks people for something, with a deadline: who is late is worth a list. */
const withDeadline = (progress: Progress): progress is Progress & { due: string } =>
  remindsIn(progress.phase) && progress.due !== null;

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold text-brand-900">{title}</h3>
      {children}
    </div>
  );
}

/**
 * A launched cycle's progress, for administrators: each phase's completion, the same by
 * department, who is overdue, and a button reminding everyone with work left.
 */
export function ReviewProgress({ cycle }: { cycle: { id: string; name: string; phase: CyclePhase } }) {
  const progress = useReviewProgress(cycle.id, cycle.phase);
  return (
    <TitledSection title="Progress" className={card}>
      <QueryState query={progress} what="the cycle's progress">
        {(shown) => (
          <div className="flex flex-col gap-6">
            <PhaseCompletion progress={shown} />
            {remindsIn(shown.phase) && (
              <div className="flex flex-col gap-2">
                <p className="text-sm text-slate-600">
                  People with work left are reminded in the app and by email when a phase opens, three days before its
                  deadline and once it has passed.
                </p>
                <RemindButton cycle={cycle} />
              </div>
            )}
            <Part title="By department">
              <DepartmentTable progress={shown} />
            </Part>
            {withDeadline(shown) && (
              <Part title="Overdue">
                <OverdueList progress={shown} />
              </Part>
            )}
          </div>
        )}
      </QueryState>
    </TitledSection>
  );
}
