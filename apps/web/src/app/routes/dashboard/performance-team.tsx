import { useParams } from 'react-router';
import { PersonPicker } from '@/features/people/components/person-picker';
import { TeamNominationsPage } from '@/features/review-nominations/components/team-nominations-page';

/** The peers of the people I manage in a cycle, to approve, remove or add with the people picker. */
export function Component() {
  const { cycleId = '' } = useParams();
  return <TeamNominationsPage cycleId={cycleId} PersonPicker={PersonPicker} />;
}
