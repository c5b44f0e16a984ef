import type { OrgUnit, OrgUnitKind } from '@topgear/shared/people';
import { toast } from '@/lib/toast';
import { EditDialogButton } from '@/components/ui/edit-dialog-button';
import { useUpdateOrgUnit } from '../api/update-org-unit';
import { OrgUnitForm } from './org-unit-form';

/** Edit: rename the unit or change its head, in a dialog holding the same form as adding one. */
export function OrgUnitEditButton({ kind, unit }: { kind: OrgUnitKind; unit: OrgUnit }) {
  const update = useUpdateOrgUnit(kind);
  return (
    <EditDialogButton
      itemName={unit.name}
      title={`Edit the ${kind} ${unit.name}`}
      mutation={update}
      variant="secondary"
    >
      {(close) => (
        <OrgUnitForm
          kind={kind}
          unit={unit}
          submitLabel="Save changes"
          pending={update.isPending}
          error={update.error}
          onCancel={close}
          onSubmit={(changes) =>
            update.mutate(
              { id: unit.id, changes },
              {
                onSuccess: (updated) => {
                  toast.success(`${updated.name} saved`);
                  close();
                },
              },
            )
          }
        />
      )}
    </EditDialogButton>
  );
}
