import { useParams } from 'react-router';
import { PersonPacketPage } from '@/features/review-packets/components/person-packet-page';

/** Someone's review as their managers read it: every answer, Share, and their acknowledgement. */
export function Component() {
  const { cycleId = '', personId = '' } = useParams();
  return <PersonPacketPage cycleId={cycleId} personId={personId} />;
}
