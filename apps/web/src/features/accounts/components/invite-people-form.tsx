import { INVITATION_VALID_DAYS } from '@topgear/shared/sign-up';
import { invitationListSchema } from '@topgear/shared/invitations';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormTextArea } from '@/components/ui/form-fields';
import { useSendInvitations } from '../api/send-invitations';
import { InvitationResults } from './invitation-results';

const invitedCount = (count: number) => (count === 1 ? '1 invitation sent' : `${count} invitations sent`);

/**
 * A list of addresses pasted from anywhere, and what became of each. The addresses that were not
 * sent stay in the box, to be corrected and sent again.
 */
export function InvitePeopleForm() {
  const sending = useSendInvitations();
  return (
    <div className="flex flex-col gap-4">
      <Form
        schema={invitationListSchema}
        options={{ defaultValues: { addresses: '' } }}
        error={sending.error}
        onSubmit={(values, form) =>
          sending.mutate(values, {
            onSuccess: ({ results }) => {
              const sent = results.filter((result) => result.outcome === 'invited' || result.outcome === 'resent');
              if (sent.length > 0) toast.success(invitedCount(sent.length));
              const invalid = results.filter((result) => result.outcome === 'invalid');
              form.reset({ addresses: invalid.map((result) => result.address).join('\n') });
            },
          })
        }
        className="flex flex-col gap-3"
      >
        <FormTextArea
          name="addresses"
          label="Email addresses"
          rows={4}
          placeholder={'ana@example.com\nBo Lind <bo@example.com>'}
        />
        <p className="text-sm text-slate-600">
          One or many, separated by new lines, commas, semicolons or spaces. Each person gets a link that works once,
          for {INVITATION_VALID_DAYS} days.
        </p>
        <FormFailure />
        <Button type="submit" loading={sending.isPending} className="self-start">
          Send invitations
        </Button>
      </Form>
      {sending.data && <InvitationResults results={sending.data.results} />}
    </div>
  );
}
