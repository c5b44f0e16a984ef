import { useId } from 'react';
import { AddNoteForm } from '@/features/notes/components/add-note-form';
import { NotesList } from '@/features/notes/components/notes-list';

export function Component() {
  const listHeadingId = useId();
  return (
    <div className="mx-auto max-w-3xl">
      <title>Keep Notes · TopGear Perform</title>
      <h1 className="text-2xl font-bold text-brand-900">My notes</h1>
      <p className="mt-1 text-slate-600">Your notes are private: nobody else can read them.</p>
      <div className="mt-6">
        <AddNoteForm />
      </div>
      <section aria-labelledby={listHeadingId} className="mt-8">
        <h2 id={listHeadingId} className="mb-4 text-lg font-bold text-brand-900">
          Your notes
        </h2>
        <NotesList />
      </section>
    </div>
  );
}
