import { useId } from 'react';
import { QueryFailure } from '@/components/ui/query-failure';
import { TitledSection } from '@/components/ui/titled-section';
import { useNominationCycles } from '../api/get-nomination-cycles';
import { useNominationRequests } from '../api/get-nomination-requests';
import { NominationCycleCard } from './nomination-cycle-card';
import { NominationRequestList } from './nomination-request-list';

/**
 * The performance inbox's "Peer nominations": each cycle taking nominations that I take part in or
 * manage someone in, with the way to my peers or my team's, and the colleagues who asked me to
 * review them. Most of the year no cycle takes nominations, so the area shows only when something
 * does, and stays out of the way while it loads; a failure says so, with Try again.
 */
export function PeerNominations() {
  const cycles = useNominationCycles();
  const requests = useNominationRequests();
  const requestsHeadingId = useId();

  if (cycles.isLoadingError || requests.isLoadingError) {
    return (
      <TitledSection title="Peer nominations">
        {cycles.isLoadingError && <QueryFailure query={cycles} message="We could not load your review cycles." />}
        {requests.isLoadingError && (
          <QueryFailure query={requests} message="We could not load who asked you to review them." />
        )}
      </TitledSection>
    );
  }
  if (cycles.isPending || requests.isPending) return null;
  if (cycles.data.length === 0 && requests.data.length === 0) return null;

  return (
    <TitledSection title="Peer nominations">
      <div className="flex flex-col gap-6">
        {cycles.data.length > 0 && (
          <ul aria-label="Cycles taking nominations" className="flex flex-col gap-3">
            {cycles.data.map((entry) => (
              <li key={entry.cycle.id}>
                <NominationCycleCard entry={entry} />
              </li>
            ))}
          </ul>
        )}
        {requests.data.length > 0 && (
          <section aria-labelledby={requestsHeadingId} className="flex flex-col gap-3">
            <div>
              <h3 id={requestsHeadingId} className="font-semibold text-brand-900">
                Asked to review
              </h3>
              <p className="text-sm text-slate-600">
                These colleagues nominated you to review their work. If you cannot, decline and say why.
              </p>
            </div>
            <NominationRequestList requests={requests.data} />
          </section>
        )}
      </div>
    </TitledSection>
  );
}
