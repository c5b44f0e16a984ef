import { useParams } from 'react-router';
import { PraiseEvidence } from '@/features/recognition/components/praise-evidence';
import { MyPacketPage } from '@/features/review-packets/components/my-packet-page';

/** My review in a cycle, once shared with me: read it, with the praise of the period, download it, acknowledge it. */
export function Component() {
  const { cycleId = '' } = useParams();
  return <MyPacketPage cycleId={cycleId} evidence={(praise) => <PraiseEvidence praise={praise} />} />;
}
