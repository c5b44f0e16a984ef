import { noteInputSchema, type Note } from '@topgear/shared/notes';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { CancelOnEscape } from '@/components/ui/edit-in-place';
import { Form, FormFailure } from '@/components/ui/form';
import { FormTextArea } from '@/components/ui/form-fields';
import { useUpdateNote } from '../api/update-note';
import { NOTE_TEXTS } from '../texts';

interface EditNoteFormProps {
  note: Note;
  /** Leaves editing: after a confirmed save, on Cancel, or on Escape. */
  onDone: () => void;
}

/** The note's text in place, editable; a failed save keeps the new text and shows why. */
export function EditNoteForm({ note, onDone }: EditNoteFormProps) {
  const updateNote = useUpdateNote();

  return (
    <CancelOnEscape onCancel={onDone} busy={updateNote.isPending}>
      <Form
        schema={noteInputSchema}
        options={{ defaultValues: { text: note.text } }}
        error={updateNote.error}
        onSubmit={(values) =>
          updateNote.mutate(
            { id: note.id, ...values },
            {
              onSuccess: () => {
                toast.success(NOTE_TEXTS.updated);
                onDone();
              },
            },
          )
        }
        className="flex flex-col gap-3"
      >
        <FormTextArea name="text" label="Edit note" rows={4} autoFocus />
        <FormFailure />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={updateNote.isPending}>
            Save
          </Button>
          <Button variant="ghost" onClick={onDone} disabled={updateNote.isPending}>
            Cancel
          </Button>
        </div>
      </Form>
    </CancelOnEscape>
  );
}
