import type { NominationRequests } from '@topgear/shared/review-nominations';
import { DeclineButton } from './decline-button';
import { NominationStatusBadge } from './nomination-badge';
import { PersonLine } from './person-line';

/** The people who nominated me to review them: in which cycle, where it stands, and Decline unless I have. */
export function NominationRequestList({ requests }: { requests: NominationRequests }) {
  return (
    <ul
      aria-label="Asked to review"
      className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
    >
      {requests.map((request) => (
        <li
          key={`${request.cycle.id}/${request.person.id}`}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
        >
          <PersonLine person={request.person} badges={<NominationStatusBadge status={request.status} />}>
            <p className="text-sm wrap-anywhere text-slate-600">Asked you to review them in {request.cycle.name}</p>
          </PersonLine>
          {request.status !== 'declined' && <DeclineButton request={request} />}
        </li>
      ))}
    </ul>
  );
}
