import Send from 'lucide-react/icons/send';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import type { SubmitOutcome } from '../hooks/use-review-draft';

interface SubmitReviewButtonProps {
  /** "Submit your self-review?" */
  question: string;
  /** Shows the required questions left unanswered and answers false; true when there are none. */
  checkComplete: () => boolean;
  /** Saves what is not saved yet, then submits. */
  submit: () => Promise<SubmitOutcome>;
  onSubmitted: () => void;
  disabled?: boolean;
}

/**
 * Submit, behind a confirmation: once submitted, the answers can no longer change. Unanswered
 * required questions are shown under themselves before anything is asked; a refusal the questions
 * do not explain shows in the dialog.
 */
export function SubmitReviewButton({
  question,
  checkComplete,
  submit,
  onSubmitted,
  disabled,
}: SubmitReviewButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const close = () => {
    setConfirming(false);
    setFailure(undefined);
  };

  const confirm = async () => {
    setPending(true);
    setFailure(undefined);
    const outcome = await submit();
    setPending(false);
    if (outcome.kind === 'failed') {
      setFailure(outcome.message);
      return;
    }
    close();
    if (outcome.kind === 'submitted') onSubmitted();
  };

  return (
    <>
      <Button
        disabled={disabled}
        onClick={() => {
          if (checkComplete()) setConfirming(true);
        }}
      >
        <Send aria-hidden="true" className="size-4" />
        Submit
      </Button>
      <Dialog open={confirming} title={question} onClose={close} busy={pending} size="sm">
        <p className="mt-2 text-sm text-slate-600">Once submitted, your answers can no longer change.</p>
        {failure && <FormAlert message={failure} className="mt-4" />}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={close} disabled={pending}>
            Keep writing
          </Button>
          <Button loading={pending} onClick={() => void confirm()}>
            Submit review
          </Button>
        </div>
      </Dialog>
    </>
  );
}
