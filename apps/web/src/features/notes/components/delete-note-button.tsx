import type { Note } from '@topgear/shared/notes';
import Trash2 from 'lucide-react/icons/trash-2';
import { toast } from '@/lib/toast';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useDeleteNote } from '../api/delete-note';
import { NOTE_TEXTS } from '../texts';

interface DeleteNoteButtonProps {
  note: Note;
  /** Names the note for assistive technology: 'Delete note “…”'. */
  name: string;
}

/** Delete, after a confirmation; the note leaves the list only once the server has deleted it. */
export function DeleteNoteButton({ note, name }: DeleteNoteButtonProps) {
  const deletion = useDeleteNote();
  return (
    <ConfirmButton
      title={NOTE_TEXTS.confirmDelete}
      description="The note will be removed for good."
      confirmLabel="Delete"
      mutation={deletion}
      variables={note.id}
      onSuccess={() => toast.success(NOTE_TEXTS.deleted)}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      Delete <span className="sr-only">{name}</span>
    </ConfirmButton>
  );
}
