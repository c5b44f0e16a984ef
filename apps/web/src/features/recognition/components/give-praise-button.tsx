import type { CompanyValue } from '@topgear/shared/company-values';
import { PRAISE_MESSAGE_MAX, praiseInputSchema } from '@topgear/shared/recognition';
import Award from 'lucide-react/icons/award';
import { z } from 'zod';
import { DialogButton } from '@/components/ui/dialog-button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormRadioGroup, FormSelect, FormTextArea } from '@/components/ui/form-fields';
import { toast } from '@/lib/toast';
import { useGivePraise } from '../api/give-praise';

/** The form's own fields: the recipient is the page's person, and '' is no value. */
const praiseFormSchema = praiseInputSchema.pick({ message: true, visibility: true }).extend({ valueId: z.string() });

const VISIBILITY_OPTIONS = [
  { value: 'public', label: 'Everyone' },
  { value: 'private', label: 'Only them and their manager' },
] as const;

interface GivePraiseButtonProps {
  recipient: { id: string; name: string };
  /** The company's values; those in use are offered. */
  values: readonly CompanyValue[];
}

/** "Praise Ann": a few words, a value or none, and who may read it; Ann is told at once. */
export function GivePraiseButton({ recipient, values }: GivePraiseButtonProps) {
  const give = useGivePraise();
  const valueOptions = [
    { value: '', label: 'No value' },
    ...values.filter((value) => value.retiredAt === null).map((value) => ({ value: value.id, label: value.name })),
  ];
  return (
    <DialogButton
      variant="secondary"
      label={
        <>
          <Award aria-hidden="true" className="size-4" />
          Praise {recipient.name}
        </>
      }
      title={`Praise ${recipient.name}`}
      mutation={give}
    >
      {(close) => (
        <Form
          schema={praiseFormSchema}
          options={{ defaultValues: { message: '', valueId: '', visibility: 'public' } }}
          error={give.error}
          onSubmit={({ message, valueId, visibility }) =>
            give.mutate(
              { recipientIds: [recipient.id], message, valueId: valueId === '' ? null : valueId, visibility },
              {
                onSuccess: () => {
                  close();
                  toast.success(`${recipient.name} has your praise`);
                },
              },
            )
          }
          className="space-y-4"
        >
          <FormTextArea name="message" label="What did they do?" rows={4} maxLength={PRAISE_MESSAGE_MAX} />
          <FormSelect name="valueId" label="Company value" options={valueOptions} />
          <FormRadioGroup
            name="visibility"
            legend="Who may read it"
            options={VISIBILITY_OPTIONS}
            columns="sm:grid-cols-2"
          />
          <FormFailure />
          <FormActions submitLabel="Send praise" pending={give.isPending} onCancel={close} />
        </Form>
      )}
    </DialogButton>
  );
}
