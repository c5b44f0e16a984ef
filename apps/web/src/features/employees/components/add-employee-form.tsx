import { EMPLOYEE_MESSAGES, EMPLOYEE_ROLES, employeeInputSchema } from '@topgear/shared/employees';
import { toast } from '@/lib/toast';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormInput, FormSelect } from '@/components/ui/form-fields';
import { FormMediaField } from '@/components/ui/form-media-field';
import { useAddEmployee } from '../api/add-employee';

const empty = { name: '', image: '', address: '', email: '', phone: '' };

/**
 * 'New Employee': every field required, checked by the rules the server applies. On success the
 * form empties and `onAdded` runs (back to the directory); a failure keeps what was typed.
 */
export function AddEmployeeForm({ onAdded }: { onAdded: () => void }) {
  const addition = useAddEmployee();
  return (
    <Form
      schema={employeeInputSchema}
      options={{ defaultValues: empty }}
      error={addition.error}
      onSubmit={(employee, form) =>
        addition.mutate(employee, {
          onSuccess: () => {
            toast.success(EMPLOYEE_MESSAGES.added);
            form.reset();
            onAdded();
          },
        })
      }
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormInput name="name" label="Name" autoComplete="off" />
      <FormSelect name="role" label="Role" placeholder="Select role" options={EMPLOYEE_ROLES} />
      <div className="sm:col-span-2">
        <FormMediaField name="image" label="Image" kind="picture" />
      </div>
      <div className="sm:col-span-2">
        <FormInput name="address" label="Address" autoComplete="off" />
      </div>
      <FormInput name="email" label="Email" type="email" autoComplete="off" />
      <FormInput name="phone" label="Contact" type="tel" autoComplete="off" />
      <FormFailure className="sm:col-span-2" />
      <FormActions submitLabel="Add Employee" pending={addition.isPending} className="sm:col-span-2" />
    </Form>
  );
}
