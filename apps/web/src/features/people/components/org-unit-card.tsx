import type { OrgUnit, OrgUnitKind } from '@topgear/shared/people';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { OrgUnitDeleteButton } from './org-unit-delete-button';
import { OrgUnitEditButton } from './org-unit-edit-button';
import { OrgUnitMergeButton } from './org-unit-merge-button';

const peopleCount = (count: number) => (count === 1 ? '1 person' : `${count} people`);

interface OrgUnitCardProps {
  kind: OrgUnitKind;
  unit: OrgUnit;
  /** Every unit of the kind, this one included: where it may be merged into. */
  units: OrgUnit[];
  /** Where the list of the unit's people is, when there is one. */
  membersHref?: ((unit: OrgUnit) => string) | undefined;
}

/** One department or team: its name, head and number of people, with Edit, Merge and Delete. */
export function OrgUnitCard({ kind, unit, units, membersHref }: OrgUnitCardProps) {
  const members = peopleCount(unit.memberCount);
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold wrap-anywhere text-brand-900">{unit.name}</h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          {unit.head === null ? (
            <span>No head</span>
          ) : (
            <span className="flex min-w-0 items-center gap-2">
              <Avatar name={unit.head.name} image={unit.head.image} className="size-6 text-[0.625rem]" />
              <span className="wrap-anywhere">Head: {unit.head.name}</span>
            </span>
          )}
          <span aria-hidden="true">·</span>
          {membersHref && unit.memberCount > 0 ? (
            <Link to={membersHref(unit)} className="font-medium text-brand-700 hover:underline">
              {members}
              <span className="sr-only"> in {unit.name}</span>
            </Link>
          ) : (
            <span>{members}</span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <OrgUnitEditButton kind={kind} unit={unit} />
        <OrgUnitMergeButton kind={kind} unit={unit} units={units} />
        <OrgUnitDeleteButton kind={kind} unit={unit} />
      </div>
    </article>
  );
}
