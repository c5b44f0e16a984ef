import { useParams } from 'react-router';
import { PraiseEvidence } from '@/features/recognition/components/praise-evidence';
import { PersonPacketPage } from '@/features/review-packets/components/person-packet-page';

/** Someone's review as their managers read it: every answer, the praise of the period, Share, and their acknowledgement. */
export function Component() {
  const { cycleId = '', personId = '' } = useParams();
  return (
    <PersonPacketPage cycleId={cycleId} personId={personId} evidence={(praise) => <PraiseEvidence praise={praise} />} />
  );
}
