import type { OrgUnit, OrgUnitKind } from '@topgear/shared/people';
import { RemoveButton } from '@/components/ui/remove-button';
import { useDeleteOrgUnit } from '../api/delete-org-unit';

/**
 * Delete, after asking. Only an empty unit can go: for one with people in it the server's 409 says
 * to move them or merge it, and shows in the dialog.
 */
export function OrgUnitDeleteButton({ kind, unit }: { kind: OrgUnitKind; unit: OrgUnit }) {
  const deletion = useDeleteOrgUnit(kind);
  return (
    <RemoveButton
      label="Delete"
      itemName={unit.name}
      title={`Delete the ${kind} ${unit.name}?`}
      description={
        unit.memberCount === 0
          ? `Nobody is in ${unit.name}. This cannot be undone.`
          : `${unit.name} still has people in it: move them to another ${kind} first, or merge it into one.`
      }
      mutation={deletion}
      variables={unit.id}
      removed={`${unit.name} deleted`}
    />
  );
}
