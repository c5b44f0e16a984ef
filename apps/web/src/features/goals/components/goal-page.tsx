import type { GoalDetail } from '@topgear/shared/goals';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useGoal } from '../api/get-goal';
import { CheckInForm } from './check-in-form';
import { CheckInHistory } from './check-in-history';
import { CheckInStatusBadge } from './check-in-status-badge';
import { EditGoalButton } from './edit-goal-button';
import { GoalFacts } from './goal-facts';
import { GoalFeedback } from './goal-feedback';
import { GoalProgressBar } from './goal-progress-bar';
import { ProgressChart } from './progress-chart';

function BackToGoals() {
  return (
    <Link
      to={paths.dashboard.addGoal.getHref()}
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to my goals
    </Link>
  );
}

const card = 'flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function GoalView({ goal, linkedTasks }: { goal: GoalDetail; linkedTasks: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <title>{`${goal.name} · TopGear Perform`}</title>
      <BackToGoals />
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 break-words text-2xl font-bold text-brand-900">{goal.name}</h1>
        <CheckInStatusBadge status={goal.status} />
      </header>
      <Section title="Details">
        <GoalFacts goal={goal} />
        {goal.description && (
          <p className="whitespace-pre-line break-words text-sm text-slate-700">{goal.description}</p>
        )}
        <GoalProgressBar goal={goal} />
        <GoalFeedback feedback={goal.feedback} />
        <div>
          <EditGoalButton goal={goal} />
        </div>
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Check in">
          <CheckInForm key={goal.target} goal={goal} />
        </Section>
        <Section title="Progress over time">
          <ProgressChart goal={goal} />
          <CheckInHistory goal={goal} />
        </Section>
      </div>
      <div className={card}>{linkedTasks}</div>
    </div>
  );
}

interface GoalPageProps {
  goalId: string;
  /** The tasks linked to the goal, shown once the goal is known to exist. */
  linkedTasks: ReactNode;
}

/** One goal: details, feedback, check-ins with their chart and history, and its tasks. */
export function GoalPage({ goalId, linkedTasks }: GoalPageProps) {
  const goal = useGoal(goalId);

  if (goal.isPending) {
    return (
      <p role="status" className="py-12 text-center text-slate-600">
        Loading...
      </p>
    );
  }

  if (goal.isError) {
    const missing = goal.error instanceof ApiError && goal.error.status === 404;
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-6 py-12 text-center">
        <title>{`${missing ? 'Goal not found' : 'Something went wrong'} · TopGear Perform`}</title>
        <h1 className="text-2xl font-bold text-brand-900">{missing ? 'Goal not found' : 'Something went wrong'}</h1>
        <FormAlert message={errorMessage(goal.error)} />
        {!missing && (
          <Button variant="secondary" loading={goal.isFetching} onClick={() => void goal.refetch()}>
            Try again
          </Button>
        )}
        <BackToGoals />
      </div>
    );
  }

  return <GoalView goal={goal.data} linkedTasks={linkedTasks} />;
}
