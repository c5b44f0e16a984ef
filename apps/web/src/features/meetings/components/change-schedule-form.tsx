import { type MeetingOccurrence, type MeetingSeries, meetingScheduleChangeSchema } from '@topgear/shared/meetings';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormInput, FormSelect } from '@/components/ui/form-fields';
import { useChangeSchedule } from '../api/change-schedule';
import { scheduleChangeValues } from '../meeting-form';
import { shortMeetingTime, wallClockIn } from '../schedule-words';
import { MEETING_TEXTS } from '../texts';
import { ScheduleFields } from './schedule-fields';

/** Choosing the first meeting to change moves the day and time to that meeting's, to start from. */
function FromField({ series, upcoming }: { series: MeetingSeries; upcoming: readonly MeetingOccurrence[] }) {
  const { setValue } = useFormContext();
  return (
    <FormSelect
      name="from"
      label="From the meeting on"
      options={upcoming.map((occurrence) => ({
        value: occurrence.occursAt,
        label: shortMeetingTime(occurrence.startsAt),
      }))}
      rules={{
        onChange: (event: { target: { value: string } }) =>
          setValue('startsAt', wallClockIn(event.target.value, series.schedule.timeZone)),
      }}
    />
  );
}

interface ChangeScheduleFormProps {
  series: MeetingSeries;
  /** The meetings still to come: the change starts at one of them. */
  upcoming: readonly MeetingOccurrence[];
}

/** A new schedule (and title) from a meeting on; the meetings before it keep their times. */
export function ChangeScheduleForm({ series, upcoming }: ChangeScheduleFormProps) {
  const change = useChangeSchedule();
  const [first] = upcoming;
  const [values] = useState(() =>
    first ? scheduleChangeValues(series, first.occursAt, wallClockIn(first.occursAt, series.schedule.timeZone)) : null,
  );
  if (!values) return <p className="text-sm text-slate-600">There are no meetings to come to change.</p>;
  return (
    <Form
      schema={meetingScheduleChangeSchema}
      options={{ defaultValues: values }}
      error={change.error}
      onSubmit={(schedule) =>
        change.mutate(
          // `from` is read back as a Date; the API takes the instant as it was chosen.
          { seriesId: series.id, change: { ...schedule, from: schedule.from.toISOString() } },
          { onSuccess: () => toast.success(MEETING_TEXTS.scheduleChanged) },
        )
      }
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-slate-600">
        The meetings before the one you choose keep their times; choosing the series’ first meeting changes the whole
        series.
      </p>
      <FromField series={series} upcoming={upcoming} />
      <FormInput name="title" label="Title" autoComplete="off" />
      <ScheduleFields startsAtLabel="New day and time of that meeting" />
      <FormFailure />
      <FormActions submitLabel="Change schedule" pending={change.isPending} />
    </Form>
  );
}
