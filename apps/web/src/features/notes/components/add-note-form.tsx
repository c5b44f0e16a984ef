import { noteInputSchema, type NoteInput } from '@topgear/shared/notes';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormTextArea } from '@/components/ui/form-fields';
import { clsx } from 'clsx';
import { useCreateNote } from '../api/create-note';
import { NOTE_TEXTS } from '../texts';

const emptyNote: NoteInput = { text: '' };

/**
 * 'Add Note' opens and closes the form. Closing only hides it, so a half-written note is still
 * there when it opens again; the textarea clears once the server has saved the note.
 */
export function AddNoteForm() {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const createNote = useCreateNote();

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <Button variant="secondary" aria-expanded={open} aria-controls={formId} onClick={() => setOpen(!open)}>
        Add Note
        <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </Button>
      <div id={formId} hidden={!open} className="mt-4">
        <Form
          schema={noteInputSchema}
          options={{ defaultValues: emptyNote }}
          error={createNote.error}
          onSubmit={(note, form) =>
            createNote.mutate(note, {
              onSuccess: () => {
                form.reset(emptyNote);
                toast.success(NOTE_TEXTS.saved);
              },
            })
          }
          className="flex flex-col gap-4"
        >
          <FormTextArea name="text" label="Note" rows={4} />
          <FormFailure />
          <Button type="submit" loading={createNote.isPending} className="self-start">
            Save
          </Button>
        </Form>
      </div>
    </div>
  );
}
