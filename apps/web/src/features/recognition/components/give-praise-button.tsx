import type { CompanyValue } from '@topgear/shared/company-values';
import type { PersonRef } from '@topgear/shared/people';
import { PRAISE_MESSAGE_MAX, PRAISE_RECIPIENTS_MAX, type Praise, praiseInputSchema } from '@topgear/shared/recognition';
import Award from 'lucide-react/icons/award';
import { z } from 'zod';
import { FormPeopleField } from '@/components/form-people-field';
import { DialogButton } from '@/components/ui/dialog-button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormRadioGroup, FormSelect, FormTextArea } from '@/components/ui/form-fields';
import { toast } from '@/lib/toast';
import { useGivePraise } from '../api/give-praise';
import { namesOf } from '../names';

/** The form's fields: '' is no value. */
const praiseFormSchema = praiseInputSchema.extend({ valueId: z.string() });

const VISIBILITY_OPTIONS = [
  { value: 'public', label: 'Everyone, in the News Feed' },
  { value: 'private', label: 'Only them and their managers' },
] as const;

interface GivePraiseButtonProps {
  /** I am never offered: nobody praises themselves. */
  myId: string;
  /** Whom the dialog opens with: the person whose page it is, or nobody. Others may be added. */
  recipient?: PersonRef;
  /** The company's values; those in use are offered. */
  values: readonly CompanyValue[];
  /** Once given, after its recipients' lists are refreshed. */
  onGiven?: (praise: Praise) => void;
}

/**
 * "Praise Ann", or "Give praise": up to six people, a few words, a value or none, and who may
 * read it; the people are told at once.
 */
export function GivePraiseButton({ myId, recipient, values, onGiven }: GivePraiseButtonProps) {
  const give = useGivePraise();
  const title = recipient ? `Praise ${recipient.name}` : 'Give praise';
  const initialPeople = recipient ? [recipient] : [];
  const valueOptions = [
    { value: '', label: 'No value' },
    ...values.filter((value) => value.retiredAt === null).map((value) => ({ value: value.id, label: value.name })),
  ];
  return (
    <DialogButton
      variant={recipient ? 'secondary' : 'primary'}
      label={
        <>
          <Award aria-hidden="true" className="size-4" />
          {title}
        </>
      }
      title={title}
      mutation={give}
    >
      {(close) => (
        <Form
          schema={praiseFormSchema}
          options={{
            defaultValues: {
              recipientIds: initialPeople.map((person) => person.id),
              message: '',
              valueId: '',
              visibility: 'public',
            },
          }}
          error={give.error}
          onSubmit={({ valueId, ...praise }) =>
            give.mutate(
              { ...praise, valueId: valueId === '' ? null : valueId },
              {
                onSuccess: (given) => {
                  close();
                  toast.success(
                    `${namesOf(given.recipients)} ${given.recipients.length === 1 ? 'has' : 'have'} your praise`,
                  );
                  onGiven?.(given);
                },
              },
            )
          }
          className="space-y-4"
        >
          <FormPeopleField
            name="recipientIds"
            legend="Who are you praising?"
            initialPeople={initialPeople}
            single={false}
            myId={myId}
            max={PRAISE_RECIPIENTS_MAX}
          />
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
