import type { Person } from '@topgear/shared/people';
import { EditDialogButton } from '@/components/ui/edit-dialog-button';
import { toast } from '@/lib/toast';
import { useUpdatePerson } from '../api/update-person';
import { changedPlacement, placementOf } from '../placement-changes';
import { PlacementForm } from './placement-form';

/** Administrators: "Edit" on a person's page, opening their placement in a dialog; only what changed is sent. */
export function EditPlacementButton({ person }: { person: Person }) {
  const update = useUpdatePerson();
  return (
    <EditDialogButton
      itemName={person.name}
      title={`Edit ${person.name}`}
      mutation={update}
      variant="secondary"
      size="lg"
    >
      {(close) => (
        <PlacementForm
          person={person}
          pending={update.isPending}
          error={update.error}
          onCancel={close}
          onSubmit={(placement) => {
            const changes = changedPlacement(placementOf(person), placement);
            if (Object.keys(changes).length === 0) {
              close();
              return;
            }
            update.mutate(
              { id: person.id, changes },
              {
                onSuccess: () => {
                  toast.success(`${person.name}'s details are saved`);
                  close();
                },
              },
            );
          }}
        />
      )}
    </EditDialogButton>
  );
}
