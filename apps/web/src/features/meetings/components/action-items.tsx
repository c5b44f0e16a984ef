import { type ActionItem, type MeetingPage, newActionItemSchema } from '@topgear/shared/meetings';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormInput, FormSelect } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { mediumDate, toIsoDate } from '@/lib/dates';
import { useAddActionItem } from '../api/add-action-item';
import { useUpdateActionItem } from '../api/update-action-item';
import { shortMeetingTime } from '../schedule-words';
import { MEETING_TEXTS } from '../texts';

interface ItemProps {
  seriesId: string;
  occursAt: string;
  item: ActionItem;
  today: string;
}

/** An action item: its checkbox (named by its text), its owner and due day; agreed in an earlier meeting, it says when. */
function ActionItemRow({ seriesId, occursAt, item, today }: ItemProps) {
  const id = useId();
  const update = useUpdateActionItem(seriesId, occursAt);
  // A tick shows at once, and goes back if the server refuses it.
  const [ticked, setTicked] = useState<boolean | null>(null);
  const done = ticked ?? item.done;
  const overdue = !done && item.dueDate < today;
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={done}
        onChange={(event) => {
          setTicked(event.target.checked);
          update.mutate(
            { taskId: item.id, done: event.target.checked },
            {
              onSettled: () => setTicked(null),
              onError: (error) => toast.error(`The action item could not be changed. ${errorMessage(error)}`),
            },
          );
        }}
        className="mt-1 size-4 shrink-0 rounded border-slate-300 accent-brand-700"
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className={done ? 'break-words text-slate-500 line-through' : 'break-words text-slate-900'}>
          {item.text}
        </label>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
          <span>{item.owner.name}</span>
          <span>
            due <time dateTime={item.dueDate}>{mediumDate(item.dueDate)}</time>
          </span>
          {overdue && <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800">Overdue</span>}
          {item.occursAt !== occursAt && <span>from the meeting of {shortMeetingTime(item.occursAt)}</span>}
        </p>
      </div>
    </div>
  );
}

/** Who will do what by when: a task on its owner's board, added from here. */
function AddActionItemForm({ page, myId }: { page: MeetingPage; myId: string }) {
  const { series, occurrence } = page;
  const add = useAddActionItem(series.id, occurrence.occursAt);
  const empty = { ownerId: myId, text: '', dueDate: '' };
  return (
    <Form
      schema={newActionItemSchema}
      options={{ defaultValues: empty }}
      error={add.error}
      onSubmit={(item, form) =>
        add.mutate(item, {
          onSuccess: () => {
            toast.success(MEETING_TEXTS.actionItemAdded);
            form.reset({ ...empty, ownerId: item.ownerId });
            form.setFocus('text');
          },
        })
      }
      className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-300 p-3"
    >
      <FormInput name="text" label="Action item" autoComplete="off" />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormSelect
          name="ownerId"
          label="Owner"
          options={series.participants.map((person) => ({ value: person.id, label: person.name }))}
        />
        <FormInput name="dueDate" type="date" label="Due date" />
      </div>
      <FormFailure />
      <FormActions submitLabel="Add action item" pending={add.isPending} />
    </Form>
  );
}

/** The meeting's action items, ticked off here or on their owners' boards, and the form that adds one. */
export function ActionItems({ page, myId, editable }: { page: MeetingPage; myId: string; editable: boolean }) {
  const today = toIsoDate(new Date());
  const { series, occurrence, actionItems } = page;
  return (
    <div className="flex flex-col gap-4">
      {actionItems.length === 0 ? (
        <p className="text-sm text-slate-600">{MEETING_TEXTS.noActionItems}</p>
      ) : (
        <ul aria-label="Action items" className="flex flex-col gap-3">
          {actionItems.map((item) => (
            <li key={item.id}>
              <ActionItemRow seriesId={series.id} occursAt={occurrence.occursAt} item={item} today={today} />
            </li>
          ))}
        </ul>
      )}
      {editable && <AddActionItemForm page={page} myId={myId} />}
    </div>
  );
}
