import type { OrgUnitKind } from '@topgear/shared/people';
import { toast } from '@/lib/toast';
import { useCreateOrgUnit } from '../api/create-org-unit';
import { OrgUnitForm } from './org-unit-form';

/** "Add a department" (or team): the form empties once the server has it, and keeps what was typed if not. */
export function OrgUnitCreateForm({ kind }: { kind: OrgUnitKind }) {
  const create = useCreateOrgUnit(kind);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 className="mb-4 font-semibold text-brand-900">Add a {kind}</h3>
      <OrgUnitForm
        kind={kind}
        submitLabel={`Add ${kind}`}
        pending={create.isPending}
        error={create.error}
        onSubmit={(unit, form) =>
          create.mutate(unit, {
            onSuccess: (created) => {
              form.reset({ name: '', headId: null });
              toast.success(`${created.name} added`);
            },
          })
        }
      />
    </div>
  );
}
