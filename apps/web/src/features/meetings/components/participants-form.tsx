import type { MeetingSeries } from '@topgear/shared/meetings';
import type { PersonRef } from '@topgear/shared/people';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChangeParticipants } from '../api/change-participants';
import { useMyReports } from '../api/get-my-reports';
import { PeopleChooser } from '@/components/people-chooser';

/**
 * A team meeting's people besides its organiser, for the organiser to change: those added are
 * invited, those taken off get a cancellation. What was chosen stays when saving fails.
 */
export function ParticipantsForm({ series, myId }: { series: MeetingSeries; myId: string }) {
  const organiserId = series.organiserId ?? myId;
  const [chosen, setChosen] = useState<PersonRef[]>(() =>
    series.participants.filter((person) => person.id !== organiserId),
  );
  const reports = useMyReports(myId).data ?? [];
  const change = useChangeParticipants();
  const fieldError = change.error instanceof ApiError ? change.error.fields.participantIds : undefined;

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(
          { seriesId: series.id, participantIds: chosen.map((person) => person.id) },
          { onSuccess: () => toast.success('The people of this meeting are saved') },
        );
      }}
    >
      <PeopleChooser
        single={false}
        chosen={chosen}
        onChange={setChosen}
        myId={organiserId}
        reports={reports}
        error={fieldError}
      />
      {change.isError && !fieldError && (
        <FormAlert message={`The people could not be saved. ${errorMessage(change.error)}`} />
      )}
      <div>
        <Button type="submit" loading={change.isPending}>
          Save people
        </Button>
      </div>
    </form>
  );
}
