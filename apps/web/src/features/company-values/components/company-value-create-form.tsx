import { toast } from '@/lib/toast';
import { useCreateCompanyValue } from '../api/create-company-value';
import { CompanyValueForm } from './company-value-form';

/** "Add a value": the form empties once the server has it, and keeps what was typed if not. */
export function CompanyValueCreateForm() {
  const create = useCreateCompanyValue();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 className="mb-4 font-semibold text-brand-900">Add a value</h3>
      <CompanyValueForm
        submitLabel="Add value"
        pending={create.isPending}
        error={create.error}
        onSubmit={(value, form) =>
          create.mutate(value, {
            onSuccess: (created) => {
              form.reset({ name: '', description: '', icon: 'star' });
              toast.success(`${created.name} added`);
            },
          })
        }
      />
    </div>
  );
}
