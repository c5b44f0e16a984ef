import { useParams } from 'react-router';
import { useCompanyValues } from '@/features/company-values/api/get-company-values';
import { PersonGoals } from '@/features/goals/components/person-goals';
import { PersonDaysOff } from '@/features/leave/components/person-days-off';
import { MeetingWithLink } from '@/features/meetings/components/meeting-with-link';
import { PersonPage } from '@/features/people/components/person-page';
import { GivePraiseButton } from '@/features/recognition/components/give-praise-button';
import { ReceivedPraise } from '@/features/recognition/components/received-praise';
import { PastReviews } from '@/features/review-packets/components/past-reviews';
import { useCurrentUser } from '@/features/users/api/get-me';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

export function Component() {
  const { personId = '' } = useParams();
  const me = useCurrentUser();
  const values = useCompanyValues();
  return (
    <PersonPage
      personId={personId}
      canEdit={me.isAdmin}
      actions={(person) => (
        <>
          <MeetingWithLink myId={me.id} person={person} />
          {person.id !== me.id && <GivePraiseButton myId={me.id} recipient={person} values={values.data ?? []} />}
        </>
      )}
      sections={<ReceivedPraise personId={personId} className={card} />}
      privateSections={
        <>
          <PersonGoals personId={personId} className={card} />
          <PersonDaysOff personId={personId} className={card} />
          <PastReviews personId={personId} own={me.id === personId} className={card} />
        </>
      }
    />
  );
}
