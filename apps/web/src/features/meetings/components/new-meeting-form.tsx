import { type MeetingKind, type MeetingSeries, newMeetingSeriesSchema } from '@topgear/shared/meetings';
import type { PersonRef } from '@topgear/shared/people';
import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { FormPeopleField } from '@/components/form-people-field';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormInput, FormRadioGroup, FormSelect } from '@/components/ui/form-fields';
import { useCreateMeeting } from '../api/create-meeting';
import { useMeetingTemplates } from '../api/get-meeting-templates';
import { newMeetingValues, textOrNull } from '../meeting-form';
import { oneOnOneTitle } from '../meeting-lists';
import { MEETING_TEXTS } from '../texts';
import { ScheduleFields } from './schedule-fields';

const KIND_OPTIONS = [
  { value: 'one-on-one', label: '1:1' },
  { value: 'team', label: 'Team meeting' },
];

interface Me {
  id: string;
  fullName: string;
}

/** The people part of the form; choosing a 1:1's other person names the meeting, unless it has a name. */
function ParticipantsField({
  me,
  initialPeople,
  reports,
}: {
  me: Me;
  initialPeople: PersonRef[];
  reports: PersonRef[];
}) {
  const { setValue, getValues } = useFormContext();
  const { isSubmitted } = useFormState({ name: 'title' });
  const kind = useWatch({ name: 'kind' }) as MeetingKind;

  const nameOneOnOne = ([only]: PersonRef[]) => {
    if (kind === 'one-on-one' && only && getValues('title') === '') {
      setValue('title', oneOnOneTitle(me.fullName, only.name), { shouldValidate: isSubmitted });
    }
  };

  return (
    <FormPeopleField
      name="participantIds"
      initialPeople={initialPeople}
      onPeopleChange={nameOneOnOne}
      single={kind === 'one-on-one'}
      myId={me.id}
      reports={reports}
    />
  );
}

function TemplateField() {
  const templates = useMeetingTemplates();
  return (
    <FormSelect
      name="templateId"
      label="Starter talking points"
      placeholder={templates.isPending ? 'Loading templates...' : 'No template'}
      options={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
      rules={{ setValueAs: textOrNull }}
    />
  );
}

interface NewMeetingFormProps {
  me: Me;
  kind: MeetingKind;
  /** Chosen already: a suggestion's person, or the one named in the address. */
  initialPeople: PersonRef[];
  /** My direct reports, offered with 'Add my reports' for a team meeting. */
  reports: PersonRef[];
  /** Puts the cursor in the title at once (the form was opened for someone in particular). */
  autoFocus?: boolean;
  onCreated: (series: MeetingSeries) => void;
}

/** A new 1:1 or team meeting: who, what it is called, when it starts, how it repeats. */
export function NewMeetingForm({
  me,
  kind,
  initialPeople,
  reports,
  autoFocus = false,
  onCreated,
}: NewMeetingFormProps) {
  const create = useCreateMeeting();
  const [first] = initialPeople;
  const title = kind === 'one-on-one' && first ? oneOnOneTitle(me.fullName, first.name) : '';
  const [values] = useState(() =>
    newMeetingValues(
      kind,
      title,
      initialPeople.map((person) => person.id),
    ),
  );

  return (
    <Form
      schema={newMeetingSeriesSchema}
      options={{ defaultValues: values }}
      error={create.error}
      onSubmit={(series) =>
        create.mutate(series, {
          onSuccess: (created) => {
            toast.success(MEETING_TEXTS.created);
            onCreated(created);
          },
        })
      }
      className="flex flex-col gap-5"
    >
      <FormRadioGroup name="kind" legend="Kind of meeting" options={KIND_OPTIONS} columns="grid-cols-2" />
      <ParticipantsField me={me} initialPeople={initialPeople} reports={reports} />
      <FormInput name="title" label="Title" autoComplete="off" autoFocus={autoFocus} />
      <ScheduleFields startsAtLabel="First meeting" />
      <TemplateField />
      <FormFailure />
      <FormActions submitLabel="Create meeting" pending={create.isPending} />
    </Form>
  );
}
