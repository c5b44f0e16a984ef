import type { MeetingSeries } from '@topgear/shared/meetings';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useSetReminders } from '../api/set-reminders';
import { MEETING_TEXTS } from '../texts';

/** 'Email me reminders': saved as soon as it is ticked or cleared. */
export function RemindersCheckbox({ series }: { series: MeetingSeries }) {
  const id = useId();
  const reminders = useSetReminders();
  // The choice shows at once, and goes back if the server refuses it.
  const [choice, setChoice] = useState<boolean | null>(null);
  const checked = choice ?? series.emailReminders;
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setChoice(event.target.checked);
          reminders.mutate(
            { seriesId: series.id, email: event.target.checked },
            {
              onSettled: () => setChoice(null),
              onSuccess: ({ emailReminders }) =>
                toast.success(emailReminders ? MEETING_TEXTS.remindersOn : MEETING_TEXTS.remindersOff),
              onError: (error) => toast.error(`Your choice could not be saved. ${errorMessage(error)}`),
            },
          );
        }}
        className="mt-0.5 size-4 rounded border-slate-300 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-800">
          Email me reminders
          {reminders.isPending && <Spinner />}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          Besides the reminder in the app, a mail before each meeting of this series.
        </p>
      </div>
    </div>
  );
}
