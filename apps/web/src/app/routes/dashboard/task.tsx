import { ScreenHeading } from '@/components/ui/screen-heading';
import { useGoals } from '@/features/goals/api/get-goals';
import { TaskBoard } from '@/features/tasks/components/task-board';

export function Component() {
  const goals = useGoals();
  const choices = (goals.data ?? []).map(({ id, name }) => ({ id, name }));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <title>My Task Center · TopGear Perform</title>
      <ScreenHeading title="My Task Center" />
      <TaskBoard goals={choices} />
    </div>
  );
}
