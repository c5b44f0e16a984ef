import { useId } from 'react';
import { RequireRole } from '@/app/require-role';
import { ManageBooks } from '@/features/ebooks/components/manage-books';
import { PublishBookForm } from '@/features/ebooks/components/publish-book-form';

export function Component() {
  const formHeadingId = useId();
  const booksHeadingId = useId();
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <title>Manage Book · TopGear Perform</title>
        <h1 className="text-2xl font-bold text-brand-900">Manage Book</h1>
        <section
          aria-labelledby={formHeadingId}
          className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id={formHeadingId} className="mb-4 text-lg font-bold text-brand-900">
            Publish a new Book
          </h2>
          <PublishBookForm />
        </section>
        <section aria-labelledby={booksHeadingId}>
          <h2 id={booksHeadingId} className="mb-4 text-lg font-bold text-brand-900">
            Manage Our Published books
          </h2>
          <ManageBooks />
        </section>
      </div>
    </RequireRole>
  );
}
