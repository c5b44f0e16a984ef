import type { OrgUnit, OrgUnitKind } from '@topgear/shared/people';
import { QueryState } from '@/components/ui/query-state';
import { TitledSection } from '@/components/ui/titled-section';
import { useOrgUnits } from '../api/get-org-units';
import { OrgUnitCard } from './org-unit-card';
import { OrgUnitCreateForm } from './org-unit-create-form';

const PLURALS: Record<OrgUnitKind, string> = { department: 'departments', team: 'teams' };

interface OrgUnitSectionProps {
  kind: OrgUnitKind;
  title: string;
  /** Where the list of a unit's people is, when there is one: its count links there. */
  membersHref?: (unit: OrgUnit) => string;
}

/** Every department (or team) alphabetically with what can be done to it, and the form that adds one. */
export function OrgUnitSection({ kind, title, membersHref }: OrgUnitSectionProps) {
  const units = useOrgUnits(kind);
  return (
    <TitledSection title={title}>
      <div className="flex flex-col gap-4">
        <QueryState query={units} what={`the ${PLURALS[kind]}`}>
          {(items) =>
            items.length === 0 ? (
              <p className="text-slate-600">There are no {PLURALS[kind]} yet: add the first one below.</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {items.map((unit) => (
                  <li key={unit.id}>
                    <OrgUnitCard kind={kind} unit={unit} units={items} membersHref={membersHref} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
        <OrgUnitCreateForm kind={kind} />
      </div>
    </TitledSection>
  );
}
