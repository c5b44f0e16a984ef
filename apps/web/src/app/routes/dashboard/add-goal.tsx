import { CreateGoalForm } from '@/features/goals/components/create-goal-form';
import { CreatedGoals } from '@/features/goals/components/created-goals';

export function Component() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10">
      <title>Create Goal · TopGear Perform</title>
      <section aria-labelledby="create-goal-heading" className="flex flex-col gap-4">
        <div>
          <h1 id="create-goal-heading" className="text-2xl font-bold text-brand-900">
            Create a goal
          </h1>
          <p className="mt-1 text-slate-600">Set a target, then check in on your goal page as you go.</p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <CreateGoalForm />
        </div>
      </section>
      <CreatedGoals />
    </div>
  );
}
