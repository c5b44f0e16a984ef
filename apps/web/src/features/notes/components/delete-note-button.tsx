import type { Note } from '@topgear/shared/notes';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteNote } from '../api/delete-note';
import { NOTE_TEXTS } from '../texts';

interface DeleteNoteButtonProps {
  note: Note;
  /** Names the note for assistive technology: 'Delete note “…”'. */
  name: string;
}

/** Delete, after a confirmation; the note leaves the list only once the server has deleted it. */
export function DeleteNoteButton({ note, name }: DeleteNoteButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteNote();

  const close = () => {
    setConfirming(false);
    deletion.reset();
  };

  return (
    <>
      <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete <span className="sr-only">{name}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={NOTE_TEXTS.confirmDelete}
        description="The note will be removed for good."
        confirmLabel="Delete"
        pending={deletion.isPending}
        error={deletion.error ? errorMessage(deletion.error) : undefined}
        onCancel={close}
        onConfirm={() =>
          deletion.mutate(note.id, {
            onSuccess: () => {
              toast.success(NOTE_TEXTS.deleted);
              close();
            },
          })
        }
      />
    </>
  );
}
