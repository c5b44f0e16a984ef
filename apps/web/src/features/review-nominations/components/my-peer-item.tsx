import { NOMINATION_MESSAGES, type MyNominations } from '@topgear/shared/review-nominations';
import { NominationNote, NominationStatusBadge } from './nomination-badge';
import { PersonLine } from './person-line';

type Nomination = MyNominations['peers'][number];

/** One of my peers as the server has them: where they stand, who added them, and what to do if they declined. */
export function MyPeerItem({ nomination }: { nomination: Nomination }) {
  return (
    <PersonLine
      person={nomination.peer}
      badges={
        <>
          <NominationStatusBadge status={nomination.status} />
          {nomination.addedBy === 'manager' && <NominationNote>Added by your manager</NominationNote>}
        </>
      }
    >
      {nomination.status === 'declined' && <p className="text-sm text-slate-700">{NOMINATION_MESSAGES.declined}</p>}
    </PersonLine>
  );
}
