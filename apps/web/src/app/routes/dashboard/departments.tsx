import type { OrgUnit } from '@topgear/shared/people';
import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { paths } from '@/config/paths';
import { OrgUnitSection } from '@/features/people/components/org-unit-section';

/** A department's people: the People list, filtered to it. */
const departmentMembersHref = (department: OrgUnit) =>
  `${paths.dashboard.people.getHref()}?${new URLSearchParams({ departmentId: department.id }).toString()}`;

/** Departments and teams (administrators): create, rename, give a head, merge two, delete an empty one. */
export function Component() {
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-4xl flex-col gap-10">
        <title>Departments and teams · TopGear Perform</title>
        <ScreenHeading title="Departments and teams">
          Everyone may belong to a department and a team. Add them, rename them, name a head, merge two into one, or
          delete an empty one.
        </ScreenHeading>
        <OrgUnitSection kind="department" title="Departments" membersHref={departmentMembersHref} />
        <OrgUnitSection kind="team" title="Teams" />
      </div>
    </RequireRole>
  );
}
