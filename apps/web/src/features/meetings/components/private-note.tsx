import { useState } from 'react';
import Lock from 'lucide-react/icons/lock';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { useSavePrivateNote } from '../api/save-private-note';
import { MEETING_TEXTS } from '../texts';

/** My own notes on the meeting, which nobody else ever reads; a failed save keeps what was typed. */
export function PrivateNote({ seriesId, occursAt, text }: { seriesId: string; occursAt: string; text: string }) {
  const save = useSavePrivateNote(seriesId, occursAt);
  const [saved, setSaved] = useState(text);
  const [draft, setDraft] = useState(text);
  // Saved from another tab while nothing is being typed here: show it.
  if (text !== saved && draft === saved && !save.isPending) {
    setSaved(text);
    setDraft(text);
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft, {
          onSuccess: (page) => {
            setSaved(page.privateNote);
            setDraft(page.privateNote);
            toast.success(MEETING_TEXTS.privateNoteSaved);
          },
        });
      }}
      className="flex flex-col gap-3"
    >
      <div className="relative">
        <Lock aria-hidden="true" className="absolute right-0 top-0.5 size-4 text-slate-500" />
        <TextAreaField
          label={MEETING_TEXTS.privateNotesLabel}
          rows={5}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      {save.isError && <FormAlert message={`Your private notes could not be saved. ${errorMessage(save.error)}`} />}
      <Button type="submit" loading={save.isPending} className="self-start">
        Save private notes
      </Button>
    </form>
  );
}
