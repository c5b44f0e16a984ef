import { useParams } from 'react-router';
import { MyPacketPage } from '@/features/review-packets/components/my-packet-page';

/** My review in a cycle, once shared with me: read it, download it, acknowledge it. */
export function Component() {
  const { cycleId = '' } = useParams();
  return <MyPacketPage cycleId={cycleId} />;
}
