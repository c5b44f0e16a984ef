import { useGoals } from '@/features/goals/api/get-goals';
import { TaskBoard } from '@/features/tasks/components/task-board';

export function Component() {
  const goals = useGoals();
  const choices = (goals.data ?? []).map(({ id, name }) => ({ id, name }));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <title>My Task Center · TopGear Perform</title>
      <h1 className="text-2xl font-bold text-brand-900">My Task Center</h1>
      <TaskBoard goals={choices} />
    </div>
  );
}
