import { QueryFailure } from '@/components/ui/query-failure';
import { TitledSection } from '@/components/ui/titled-section';
import { useNominationRequests } from '../api/get-nomination-requests';
import { NominationRequestList } from './nomination-request-list';

/**
 * The performance inbox's "Asked to review": the colleagues who nominated me as a peer in cycles
 * taking nominations, each with Decline. Most of the year nobody has, so the area shows only when
 * someone did, and stays out of the way while it loads; a failure says so, with Try again.
 */
export function PeerNominations() {
  const requests = useNominationRequests();
  if (requests.isLoadingError) {
    return (
      <TitledSection title="Asked to review">
        <QueryFailure query={requests} message="We could not load who asked you to review them." />
      </TitledSection>
    );
  }
  if (requests.isPending || requests.data.length === 0) return null;
  return (
    <TitledSection title="Asked to review">
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">
          These colleagues nominated you to review their work. If you cannot, decline and say why.
        </p>
        <NominationRequestList requests={requests.data} />
      </div>
    </TitledSection>
  );
}
