import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { CompanyValuesSection } from '@/features/company-values/components/company-values-section';

/** Company values (administrators): add, change, order, retire and restore them. */
export function Component() {
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-4xl flex-col gap-10">
        <title>Company values · TopGear Perform</title>
        <ScreenHeading title="Company values">
          What the company asks of everyone, in the order you name them. Give each a short description and an icon;
          retire one the company no longer uses.
        </ScreenHeading>
        <CompanyValuesSection />
      </div>
    </RequireRole>
  );
}
