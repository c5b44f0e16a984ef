import { finalRatingInputSchema, type Calibration, type CalibrationRow } from '@topgear/shared/review-calibration';
import { Dialog } from '@/components/ui/dialog';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormSelect, FormTextArea } from '@/components/ui/form-fields';
import { toast } from '@/lib/toast';
import { useChangeFinalRating } from '../api/change-final-rating';
import { finalRatingText, levelText, scoreExplanation } from '../calibration-texts';

interface ChangeFinalRatingDialogProps {
  calibration: Calibration;
  /** The person whose rating changes; the dialog is closed while there is none. */
  row: CalibrationRow | undefined;
  onClose: () => void;
}

/**
 * Changes a person's final rating: a level of the scale and, required, the reason, which is
 * audited and told to their manager. A refusal shows in the form and keeps what was typed.
 */
export function ChangeFinalRatingDialog({ calibration, row, onClose }: ChangeFinalRatingDialogProps) {
  const change = useChangeFinalRating();
  const { cycle, scale } = calibration;
  const close = () => {
    onClose();
    change.reset();
  };
  return (
    <Dialog
      open={row !== undefined}
      title={row ? `Change the final rating of ${row.person.name}` : ''}
      onClose={close}
      busy={change.isPending}
    >
      {row && (
        <div className="mt-2 flex flex-col gap-4">
          <dl className="grid gap-1 text-sm text-slate-700">
            <div>
              <dt className="inline font-medium">Final rating now: </dt>
              <dd className="inline">{finalRatingText(row.finalRating, scale)}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Score: </dt>
              <dd className="inline">{scoreExplanation(row, cycle.anonymityThreshold)}</dd>
            </div>
          </dl>
          <p className="text-sm text-slate-600">
            The change and its reason go to the audit log, and to the person&apos;s manager when someone else makes it.
          </p>
          <Form
            schema={finalRatingInputSchema}
            options={{ defaultValues: { rating: row.finalRating ?? undefined, reason: '' } }}
            error={change.error}
            onSubmit={(values) =>
              change.mutate(
                { cycleId: cycle.id, personId: row.person.id, change: values },
                {
                  onSuccess: ({ finalRating }) => {
                    toast.success(`${row.person.name}'s final rating is ${levelText(finalRating, scale)}`);
                    close();
                  },
                },
              )
            }
            className="flex flex-col gap-4"
          >
            <FormSelect
              name="rating"
              label="Final rating"
              placeholder="Choose a rating"
              options={scale.map((_, index) => ({ value: String(index + 1), label: levelText(index + 1, scale) }))}
              rules={{ valueAsNumber: true }}
            />
            <FormTextArea name="reason" label="Reason" rows={4} maxLength={1000} />
            <FormFailure />
            <FormActions submitLabel="Change final rating" pending={change.isPending} onCancel={close} />
          </Form>
        </div>
      )}
    </Dialog>
  );
}
