import type { MeetingKind, MeetingSeries } from '@topgear/shared/meetings';
import type { PersonRef } from '@topgear/shared/people';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Handshake from 'lucide-react/icons/handshake';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TitledSection } from '@/components/ui/titled-section';
import { errorMessage } from '@/lib/api-client';
import { useInvitee } from '../api/get-invitee';
import { type MeetingSuggestion, useMeetingSuggestions } from '../api/get-meeting-suggestions';
import { useMyReports } from '../api/get-my-reports';
import { NewMeetingForm } from './new-meeting-form';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

interface Draft {
  /** A new form for each start, so it begins with the people asked for. */
  key: number;
  kind: MeetingKind;
  people: PersonRef[];
  autoFocus: boolean;
}

const asPerson = ({ id, name, image, jobTitle }: PersonRef): PersonRef => ({ id, name, image, jobTitle });

function Suggestions({
  suggestions,
  onStart,
}: {
  suggestions: MeetingSuggestion[];
  onStart: (person: PersonRef) => void;
}) {
  return (
    <TitledSection title="Suggested 1:1s" className={card}>
      <ul aria-label="Suggested 1:1s" className="flex flex-col gap-3">
        {suggestions.map((person) => (
          <li key={person.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-words text-sm text-slate-700">
              <span className="font-medium text-slate-900">{person.name}</span>,{' '}
              {person.relation === 'manager' ? 'your manager' : 'reports to you'}
            </span>
            <Button variant="secondary" onClick={() => onStart(asPerson(person))}>
              <Handshake aria-hidden="true" className="size-4" />
              Start a 1:1 with {person.name}
            </Button>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

interface StartMeetingProps {
  me: { id: string; fullName: string };
  /** Someone to start a 1:1 with at once (`?with=` from their page). */
  withPersonId: string | null;
  onCreated: (series: MeetingSeries) => void;
}

/**
 * How a series begins: the suggested 1:1s (my manager, my reports) and 'New meeting', which opens
 * the form; a suggestion, or a person named in the address, opens it with them chosen.
 */
export function StartMeeting({ me, withPersonId, onCreated }: StartMeetingProps) {
  const formId = useId();
  const suggestions = useMeetingSuggestions();
  const invitee = useInvitee(withPersonId === me.id ? null : withPersonId);
  const [draft, setDraft] = useState<Draft>({ key: 0, kind: 'one-on-one', people: [], autoFocus: false });
  const [open, setOpen] = useState(false);
  // The person named in the address, once: the form opens with them, as if chosen from a suggestion.
  const [invited, setInvited] = useState<string | null>(null);
  if (invitee.data && invited !== invitee.data.id) {
    setInvited(invitee.data.id);
    setDraft((previous) => ({ key: previous.key + 1, kind: 'one-on-one', people: [invitee.data], autoFocus: true }));
    setOpen(true);
  }

  const reports = useMyReports(me.id).data ?? [];
  const start = (person: PersonRef) => {
    setDraft((previous) => ({ key: previous.key + 1, kind: 'one-on-one', people: [person], autoFocus: true }));
    setOpen(true);
  };

  return (
    <div className="flex flex-col gap-6">
      {suggestions.data && suggestions.data.length > 0 && (
        <Suggestions suggestions={suggestions.data} onStart={start} />
      )}
      <section aria-label="New meeting" className={card}>
        <Button variant="primary" aria-expanded={open} aria-controls={formId} onClick={() => setOpen(!open)}>
          New meeting
          <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-180')} />
        </Button>
        {invitee.isError && (
          <FormAlert
            message={`We could not find the person to meet. ${errorMessage(invitee.error)}`}
            className="mt-4"
          />
        )}
        {/* Closing only hides the form, so what was typed is still there when it opens again. */}
        <div id={formId} hidden={!open} className="mt-5">
          <NewMeetingForm
            key={draft.key}
            me={me}
            kind={draft.kind}
            initialPeople={draft.people}
            reports={reports}
            autoFocus={draft.autoFocus}
            onCreated={onCreated}
          />
        </div>
      </section>
    </div>
  );
}
