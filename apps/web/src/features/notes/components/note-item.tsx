import type { Note } from '@topgear/shared/notes';
import Pencil from 'lucide-react/icons/pencil';
import { buttonClasses } from '@/components/ui/button';
import { useEditInPlace } from '@/components/ui/edit-in-place';
import { formatMoment } from '@/lib/dates';
import { DeleteNoteButton } from './delete-note-button';
import { EditNoteForm } from './edit-note-form';

const NAME_LENGTH = 40;

/** How the note's buttons name it: its first line, shortened. */
function nameOf(note: Note) {
  const firstLine = note.text.split('\n', 1)[0] ?? '';
  const short = firstLine.length > NAME_LENGTH ? `${firstLine.slice(0, NAME_LENGTH)}…` : firstLine;
  return `note “${short}”`;
}

/** A note as written (markup shows as the characters typed, line breaks kept), its date, Edit and Delete. */
export function NoteItem({ note }: { note: Note }) {
  const { editing, start, stop, openerRef } = useEditInPlace();
  const name = nameOf(note);
  const edited = note.updatedAt !== note.createdAt;

  if (editing) return <EditNoteForm note={note} onDone={stop} />;
  return (
    <div className="flex flex-col gap-2">
      <p className="whitespace-pre-wrap break-words text-slate-900">{note.text}</p>
      <p className="text-xs text-slate-600">
        <time dateTime={note.createdAt}>{formatMoment(note.createdAt)}</time>
        {edited && ' · edited'}
      </p>
      <div className="flex flex-wrap gap-2">
        <button ref={openerRef} type="button" className={buttonClasses('ghost')} onClick={start}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit <span className="sr-only">{name}</span>
        </button>
        <DeleteNoteButton note={note} name={name} />
      </div>
    </div>
  );
}
