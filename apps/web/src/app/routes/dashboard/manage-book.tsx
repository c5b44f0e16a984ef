import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { TitledSection } from '@/components/ui/titled-section';
import { ManageBooks } from '@/features/ebooks/components/manage-books';
import { PublishBookForm } from '@/features/ebooks/components/publish-book-form';

export function Component() {
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <title>Manage Book · TopGear Perform</title>
        <ScreenHeading title="Manage Book" />
        <TitledSection
          title="Publish a new Book"
          className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <PublishBookForm />
        </TitledSection>
        <TitledSection title="Manage Our Published books">
          <ManageBooks />
        </TitledSection>
      </div>
    </RequireRole>
  );
}
