import type { TalkingPoint } from '@topgear/shared/meetings';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Pencil from 'lucide-react/icons/pencil';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { DeleteButton } from '@/components/ui/delete-button';
import { CancelOnEscape, useEditInPlace } from '@/components/ui/edit-in-place';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { IconButton } from '@/components/ui/icon-button';
import { errorMessage } from '@/lib/api-client';
import { useDeleteTalkingPoint } from '../api/delete-talking-point';
import { useUpdateTalkingPoint } from '../api/update-talking-point';
import { MEETING_TEXTS } from '../texts';

/** The id of a point's Move button, to take the focus back after the agenda is reordered. */
export const moveButtonId = (pointId: string, direction: 'up' | 'down') => `point-${pointId}-move-${direction}`;

/** One of my points, its text in a box: Save or Cancel (Escape); a failed save keeps the text. */
function EditPointForm({
  point,
  update,
  onDone,
}: {
  point: TalkingPoint;
  update: ReturnType<typeof useUpdateTalkingPoint>;
  onDone: () => void;
}) {
  const [text, setText] = useState(point.text);
  return (
    <CancelOnEscape onCancel={onDone} busy={update.isPending}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ pointId: point.id, text }, { onSuccess: onDone });
        }}
        className="flex flex-col gap-2"
      >
        <TextField
          label="Talking point"
          value={text}
          autoFocus
          error={update.error ? errorMessage(update.error) : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
          <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </CancelOnEscape>
  );
}

interface TalkingPointItemProps {
  seriesId: string;
  occursAt: string;
  point: TalkingPoint;
  mine: boolean;
  /** The agenda can change (not skipped, not cancelled). */
  editable: boolean;
  onMoveUp: (() => void) | undefined;
  onMoveDown: (() => void) | undefined;
  /** After the point is deleted: somewhere for the focus to go. */
  onDeleted: () => void;
}

/**
 * A talking point: its checkbox (named by its text), who added it, 'Carried over' when it comes
 * from an earlier meeting, Move up and Move down, and Edit and Delete for its author.
 */
export function TalkingPointItem({
  seriesId,
  occursAt,
  point,
  mine,
  editable,
  onMoveUp,
  onMoveDown,
  onDeleted,
}: TalkingPointItemProps) {
  const checkboxId = useId();
  const update = useUpdateTalkingPoint(seriesId, occursAt);
  const deletion = useDeleteTalkingPoint(seriesId, occursAt);
  const { editing, start, stop, openerRef } = useEditInPlace();
  // A tick shows at once, and goes back if the server refuses it.
  const [ticked, setTicked] = useState<boolean | null>(null);
  const done = ticked ?? point.done;
  const quoted = `“${point.text}”`;

  const remove = () =>
    void deletion.mutateAsync(point.id).then(
      () => {
        toast.success(MEETING_TEXTS.pointDeleted);
        onDeleted();
      },
      // The failure shows under the point, through `deletion.error`.
      () => {},
    );

  if (editing) {
    return (
      <EditPointForm
        point={point}
        update={update}
        onDone={() => {
          update.reset();
          stop();
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          checked={done}
          disabled={!editable}
          onChange={(event) => {
            setTicked(event.target.checked);
            update.mutate(
              { pointId: point.id, done: event.target.checked },
              {
                onSettled: () => setTicked(null),
                onError: (error) => toast.error(`The talking point could not be changed. ${errorMessage(error)}`),
              },
            );
          }}
          className="mt-1 size-4 shrink-0 rounded border-slate-300 accent-brand-700"
        />
        <div className="min-w-0 flex-1">
          <label
            htmlFor={checkboxId}
            className={done ? 'break-words text-slate-500 line-through' : 'break-words text-slate-900'}
          >
            {point.text}
          </label>
          <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
            {point.author && <span>Added by {point.author.name}</span>}
            {point.carriedOver && (
              <span className="rounded-full bg-violet-100 px-2 py-0.5 font-semibold text-violet-900">Carried over</span>
            )}
          </p>
        </div>
      </div>
      {editable && (
        <div className="flex flex-wrap items-center gap-1 pl-6">
          <IconButton id={moveButtonId(point.id, 'up')} label={`Move up: ${quoted}`} onClick={onMoveUp}>
            <ArrowUp aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton id={moveButtonId(point.id, 'down')} label={`Move down: ${quoted}`} onClick={onMoveDown}>
            <ArrowDown aria-hidden="true" className="size-4" />
          </IconButton>
          {mine && (
            <>
              <button ref={openerRef} type="button" onClick={start} className={buttonClasses('ghost', 'min-h-11 px-2')}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit <span className="sr-only">talking point {quoted}</span>
              </button>
              <DeleteButton what={`talking point ${quoted}`} onClick={remove} pending={deletion.isPending} />
            </>
          )}
        </div>
      )}
      {deletion.isError && (
        <FormAlert message={`The talking point could not be deleted. ${errorMessage(deletion.error)}`} />
      )}
    </div>
  );
}
