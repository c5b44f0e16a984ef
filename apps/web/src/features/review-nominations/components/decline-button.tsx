import { declineInputSchema, type NominationRequests } from '@topgear/shared/review-nominations';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form, FormFailure } from '@/components/ui/form';
import { FormTextArea } from '@/components/ui/form-fields';
import { toast } from '@/lib/toast';
import { useDeclineNomination } from '../api/decline-nomination';

type Request = NominationRequests[number];

/**
 * "Decline" a nomination to review someone: a dialog asks for an optional reason, which only their
 * manager reads. A refusal shows in it, with the reason kept.
 */
export function DeclineButton({ request }: { request: Request }) {
  const [open, setOpen] = useState(false);
  const decline = useDeclineNomination();
  const { person, cycle } = request;

  const close = () => {
    setOpen(false);
    decline.reset();
  };

  return (
    <>
      <Button variant="secondary" className="self-start whitespace-nowrap sm:self-center" onClick={() => setOpen(true)}>
        Decline <span className="sr-only">reviewing {person.name}</span>
      </Button>
      <Dialog open={open} title={`Decline reviewing ${person.name}?`} onClose={close} busy={decline.isPending}>
        <Form
          schema={declineInputSchema}
          options={{ defaultValues: { reason: '' } }}
          error={decline.error}
          onSubmit={({ reason }) =>
            // Not `mutate`'s own callbacks: the refreshed list shows the request declined, without this button.
            void decline.mutateAsync({ cycleId: cycle.id, personId: person.id, reason }).then(
              () => {
                toast.success(`You declined reviewing ${person.name}`);
                close();
              },
              // The refusal shows in the form, through `decline.error`.
              () => {},
            )
          }
          className="mt-2 flex flex-col gap-4"
        >
          <p className="text-sm text-slate-600">
            {person.name} will see that you declined and can nominate someone else. Only their manager reads your
            reason.
          </p>
          <FormTextArea name="reason" label="Reason (optional)" rows={3} />
          <FormFailure />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close} disabled={decline.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={decline.isPending}>
              Decline
            </Button>
          </div>
        </Form>
      </Dialog>
    </>
  );
}
