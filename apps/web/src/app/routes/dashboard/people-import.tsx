import Download from 'lucide-react/icons/download';
import { RequireRole } from '@/app/require-role';
import { buttonClasses } from '@/components/ui/button';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { TitledSection } from '@/components/ui/titled-section';
import { PEOPLE_EXPORT_HREF } from '@/features/people-import/api/export-people';
import { PeopleImportScreen } from '@/features/people-import/components/people-import-screen';

/** Import people (administrators): a CSV file previewed row by row, then imported in one go; and everyone exported as one. */
export function Component() {
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <title>Import people · TopGear Perform</title>
        <ScreenHeading title="Import people">
          Update the people you have and invite new ones from a CSV file: every row is checked before anything is
          written.
        </ScreenHeading>
        <PeopleImportScreen />
        <TitledSection title="Export">
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-700">
              Everyone active, with the same columns, as a CSV file a spreadsheet opens: edit it and import it back.
            </p>
            <a href={PEOPLE_EXPORT_HREF} download className={buttonClasses('secondary', 'self-start')}>
              <Download aria-hidden="true" className="size-4" />
              Export people
            </a>
          </div>
        </TitledSection>
      </div>
    </RequireRole>
  );
}
