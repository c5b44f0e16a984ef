import { useParams } from 'react-router';
import { GoalPage } from '@/features/goals/components/goal-page';
import { GoalTasks } from '@/features/tasks/components/goal-tasks';

export function Component() {
  const { goalId = '' } = useParams();
  return <GoalPage goalId={goalId} linkedTasks={<GoalTasks goalId={goalId} />} />;
}
