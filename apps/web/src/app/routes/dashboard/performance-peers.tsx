import { useParams } from 'react-router';
import { PersonPicker } from '@/features/people/components/person-picker';
import { MyPeersPage } from '@/features/review-nominations/components/my-peers-page';
import { useCurrentUser } from '@/features/users/api/get-me';

/** The peers I choose to review me in a cycle taking nominations, found with the people picker. */
export function Component() {
  const { cycleId = '' } = useParams();
  const me = useCurrentUser();
  return <MyPeersPage cycleId={cycleId} selfId={me.id} PersonPicker={PersonPicker} />;
}
