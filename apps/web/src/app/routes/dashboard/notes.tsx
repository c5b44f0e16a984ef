import { ScreenHeading } from '@/components/ui/screen-heading';
import { TitledSection } from '@/components/ui/titled-section';
import { AddNoteForm } from '@/features/notes/components/add-note-form';
import { NotesList } from '@/features/notes/components/notes-list';

export function Component() {
  return (
    <div className="mx-auto max-w-3xl">
      <title>Keep Notes · TopGear Perform</title>
      <ScreenHeading title="My notes">Your notes are private: nobody else can read them.</ScreenHeading>
      <div className="mt-6">
        <AddNoteForm />
      </div>
      <TitledSection title="Your notes" className="mt-8">
        <NotesList />
      </TitledSection>
    </div>
  );
}
