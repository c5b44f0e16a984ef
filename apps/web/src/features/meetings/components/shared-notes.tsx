import type { MeetingPage } from '@topgear/shared/meetings';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError, errorMessage } from '@/lib/api-client';
import { type SharedNotesDraft, useSaveSharedNotes } from '../api/save-shared-notes';
import { MEETING_TEXTS } from '../texts';

interface SharedNotesProps {
  seriesId: string;
  occursAt: string;
  notes: MeetingPage['notes'];
  editable: boolean;
}

/**
 * The meeting's notes, which everyone in it reads and writes. Saving sends the version the writer
 * started from: when someone else saved a newer one meanwhile, the server refuses (409), what was
 * typed stays in the box, and the newer notes show beside it; the next Save then replaces them.
 * Newer notes arriving while nothing is being typed simply replace what is shown.
 */
export function SharedNotes({ seriesId, occursAt, notes, editable }: SharedNotesProps) {
  const save = useSaveSharedNotes(seriesId, occursAt);
  const [base, setBase] = useState<SharedNotesDraft>(notes);
  const [draft, setDraft] = useState(notes.text);
  // The newer notes someone else saved, shown once a save of mine was refused because of them.
  const [theirs, setTheirs] = useState<SharedNotesDraft | null>(null);
  const theirsId = useId();
  const dirty = draft !== base.text;

  if (notes.version !== base.version && !dirty && !save.isPending) {
    setBase(notes);
    setDraft(notes.text);
  }
  // The conflict's newer notes arrive with the page asked again after the refusal.
  if (theirs === null && save.error instanceof ApiError && save.error.status === 409 && notes.version > base.version) {
    setTheirs(notes);
    setBase({ text: base.text, version: notes.version });
  }

  const onSave = () => {
    setTheirs(null);
    save.mutate(
      { text: draft, version: base.version },
      {
        onSuccess: (page) => {
          setBase(page.notes);
          setDraft(page.notes.text);
          setTheirs(null);
          toast.success(MEETING_TEXTS.notesSaved);
        },
      },
    );
  };

  const conflict = save.error instanceof ApiError && save.error.status === 409;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      className="flex flex-col gap-3"
    >
      <TextAreaField
        label="Shared notes"
        rows={8}
        value={draft}
        readOnly={!editable}
        aria-describedby={theirs ? theirsId : undefined}
        onChange={(event) => setDraft(event.target.value)}
      />
      {save.isError && (
        <FormAlert
          message={conflict ? errorMessage(save.error) : `The notes could not be saved. ${errorMessage(save.error)}`}
        />
      )}
      {theirs && (
        <div id={theirsId} className="rounded-lg border border-amber-300 bg-amber-50 p-3">
          <h3 className="text-sm font-semibold text-amber-900">The newer notes</h3>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{theirs.text || '(empty)'}</p>
          <Button
            variant="secondary"
            className="mt-2"
            onClick={() => {
              setBase(theirs);
              setDraft(theirs.text);
              setTheirs(null);
              save.reset();
            }}
          >
            Use the newer notes instead of mine
          </Button>
        </div>
      )}
      {editable && (
        <Button type="submit" loading={save.isPending} className="self-start">
          Save notes
        </Button>
      )}
    </form>
  );
}
