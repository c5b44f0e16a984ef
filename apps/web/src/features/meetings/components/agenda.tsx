import type { MeetingPage } from '@topgear/shared/meetings';
import { useEffect, useRef } from 'react';
import { moveId } from '../agenda-order';
import { useReorderTalkingPoints } from '../api/reorder-talking-points';
import { MEETING_TEXTS } from '../texts';
import { AddFromTemplate } from './add-from-template';
import { AddTalkingPointForm } from './add-talking-point-form';
import { moveButtonId, TalkingPointItem } from './talking-point-item';

interface AgendaProps {
  page: MeetingPage;
  myId: string;
  /** Points can be added, moved and changed: the meeting is neither skipped nor cancelled. */
  editable: boolean;
}

/** The talking points in their order, each ticked off when covered; new ones, and a template's, at the end. */
export function Agenda({ page, myId, editable }: AgendaProps) {
  const { series, occurrence, points } = page;
  const { reorder } = useReorderTalkingPoints(series.id, occurrence.occursAt);
  const agenda = useRef<HTMLDivElement>(null);
  // The Move button that moved a point, to focus again once the point shows in its new place:
  // moving the point's element in the page takes the focus away from it.
  const moved = useRef<string | null>(null);
  useEffect(() => {
    if (!moved.current) return;
    document.getElementById(moved.current)?.focus();
    moved.current = null;
  }, [points]);

  const ids = points.map((point) => point.id);
  const move = (index: number, to: number, direction: 'up' | 'down') => {
    const point = points[index];
    if (!point) return;
    reorder(moveId(ids, index, to));
    moved.current = moveButtonId(point.id, direction);
  };

  return (
    <div ref={agenda} tabIndex={-1} className="flex flex-col gap-4 focus:outline-none">
      {points.length === 0 ? (
        <p className="text-sm text-slate-600">{MEETING_TEXTS.noPoints}</p>
      ) : (
        <ol aria-label="Talking points" className="flex flex-col divide-y divide-slate-100">
          {points.map((point, index) => (
            <li key={point.id} className="py-2">
              <TalkingPointItem
                seriesId={series.id}
                occursAt={occurrence.occursAt}
                point={point}
                mine={point.author?.id === myId}
                editable={editable}
                onMoveUp={index > 0 ? () => move(index, index - 1, 'up') : undefined}
                onMoveDown={index < points.length - 1 ? () => move(index, index + 1, 'down') : undefined}
                onDeleted={() => agenda.current?.focus()}
              />
            </li>
          ))}
        </ol>
      )}
      {editable && (
        <>
          <AddTalkingPointForm seriesId={series.id} occursAt={occurrence.occursAt} />
          <AddFromTemplate seriesId={series.id} occursAt={occurrence.occursAt} />
        </>
      )}
    </div>
  );
}
