import type { CompanyValue } from '@topgear/shared/company-values';
import { EditDialogButton } from '@/components/ui/edit-dialog-button';
import { toast } from '@/lib/toast';
import { useUpdateCompanyValue } from '../api/update-company-value';
import { CompanyValueForm } from './company-value-form';

/** Edit: the value's name, description and icon, in a dialog holding the same form as adding one. */
export function CompanyValueEditButton({ value }: { value: CompanyValue }) {
  const update = useUpdateCompanyValue();
  return (
    <EditDialogButton
      itemName={value.name}
      title={`Edit the value ${value.name}`}
      mutation={update}
      variant="secondary"
    >
      {(close) => (
        <CompanyValueForm
          value={value}
          submitLabel="Save changes"
          pending={update.isPending}
          error={update.error}
          onCancel={close}
          onSubmit={(changes) =>
            update.mutate(
              { id: value.id, changes },
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
