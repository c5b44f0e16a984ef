import { MEETING_DURATION, MEETING_ENDS, MEETING_REPEAT_LABELS, MEETING_REPEATS } from '@topgear/shared/meetings';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { FormInput, FormRadioGroup, FormSelect } from '@/components/ui/form-fields';
import { numberOrNull, textOrNull, timeZoneOptions } from '../meeting-form';

const ENDS_LABELS = { never: 'Never', after: 'After a number of meetings', on: 'On a day' } as const;

/**
 * A schedule's fields inside a `Form`: the first meeting's day and time, its time zone and length,
 * how it repeats and, for a repeating series, when it stops.
 */
export function ScheduleFields({ startsAtLabel }: { startsAtLabel: string }) {
  const repeat = useWatch({ name: 'repeat' }) as string;
  const ends = useWatch({ name: 'ends' }) as string;
  const zones = useMemo(() => timeZoneOptions(), []);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput name="startsAt" type="datetime-local" label={startsAtLabel} />
        <FormSelect name="timeZone" label="Time zone" options={zones} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput
          name="durationMinutes"
          type="number"
          inputMode="numeric"
          min={MEETING_DURATION.min}
          max={MEETING_DURATION.max}
          step={5}
          label="Length (minutes)"
          rules={{ valueAsNumber: true }}
        />
        <FormSelect
          name="repeat"
          label="Repeats"
          options={MEETING_REPEATS.map((value) => ({ value, label: MEETING_REPEAT_LABELS[value] }))}
        />
      </div>
      {repeat !== 'none' && (
        <div className="flex flex-col gap-4">
          <FormRadioGroup
            name="ends"
            legend="Ends"
            columns="grid-cols-1 sm:grid-cols-3"
            options={MEETING_ENDS.map((value) => ({ value, label: ENDS_LABELS[value] }))}
          />
          {ends === 'after' && (
            <FormInput
              name="count"
              type="number"
              inputMode="numeric"
              min={2}
              label="Number of meetings, the first included"
              rules={{ setValueAs: numberOrNull, shouldUnregister: true }}
              className="sm:max-w-40"
            />
          )}
          {ends === 'on' && (
            <FormInput
              name="until"
              type="date"
              label="Last day"
              rules={{ setValueAs: textOrNull, shouldUnregister: true }}
              className="sm:max-w-52"
            />
          )}
        </div>
      )}
    </>
  );
}
