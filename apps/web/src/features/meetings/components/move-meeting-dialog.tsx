import { localDateTimeSchema, type MeetingPage } from '@topgear/shared/meetings';
import { z } from 'zod';
import { toast } from '@/lib/toast';
import { Dialog } from '@/components/ui/dialog';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormInput } from '@/components/ui/form-fields';
import type { useChangeOccurrence } from '../api/change-occurrence';
import { wallClockIn } from '../schedule-words';
import { MEETING_TEXTS } from '../texts';

/** The move form asks for a day and a time: the rule the server applies to a move. */
const moveSchema = z.object({ startsAt: localDateTimeSchema });

interface MoveMeetingDialogProps {
  open: boolean;
  page: MeetingPage;
  change: ReturnType<typeof useChangeOccurrence>;
  onClose: () => void;
}

/** 'Move': a new day and time for this one meeting, in the series' time zone. */
export function MoveMeetingDialog({ open, page, change, onClose }: MoveMeetingDialogProps) {
  const { series, occurrence } = page;
  const zone = series.schedule.timeZone;
  return (
    <Dialog open={open} title="Move this meeting" onClose={onClose} busy={change.isPending}>
      <Form
        schema={moveSchema}
        options={{ defaultValues: { startsAt: wallClockIn(occurrence.startsAt, zone) } }}
        error={change.error}
        onSubmit={({ startsAt }) =>
          void change.mutateAsync({ startsAt }).then(
            () => {
              toast.success(MEETING_TEXTS.moved);
              onClose();
            },
            // The failure shows in the form, through `change.error`.
            () => {},
          )
        }
        className="mt-4 flex flex-col gap-4"
      >
        <p className="text-sm text-slate-600">Only this meeting moves; the others keep their times.</p>
        <FormInput name="startsAt" type="datetime-local" label={`New day and time (${zone})`} autoFocus />
        <FormFailure />
        <FormActions submitLabel="Move meeting" pending={change.isPending} onCancel={onClose} />
      </Form>
    </Dialog>
  );
}
