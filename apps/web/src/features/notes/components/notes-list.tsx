import { PagedList } from '@/components/ui/paged-list';
import { useNotes } from '../api/get-notes';
import { NOTE_TEXTS } from '../texts';
import { NoteItem } from './note-item';

/** My notes as a bulleted list, newest first, 'Loading...' until they arrive. */
export function NotesList() {
  const notes = useNotes();
  return (
    <PagedList query={notes} noun="notes" loadingText="Loading..." align="start" empty={NOTE_TEXTS.empty}>
      {(items) => (
        <ul className="list-disc space-y-5 pl-6 marker:text-brand-700">
          {items.map((note) => (
            <li key={note.id}>
              <NoteItem note={note} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
