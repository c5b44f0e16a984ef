import type { ReviewCycle } from '@topgear/shared/review-cycles';
import { useState } from 'react';
import { TitledSection } from '@/components/ui/titled-section';
import { toast } from '@/lib/toast';
import { useUpdateReviewCycle } from '../api/update-review-cycle';
import { cycleValuesOf } from '../cycle-form-values';
import { DeleteDraftButton } from './delete-draft-button';
import { LaunchButton } from './launch-button';
import { ReviewCycleForm } from './review-cycle-form';

const card = 'rounded-2xl border border-brand-200 bg-brand-50/50 p-4 shadow-sm sm:p-6';

/**
 * A draft: Launch and Delete draft, then its setup to change and save. Launching uses the setup as
 * saved, so it waits while the form holds changes.
 */
export function DraftReviewCycle({ cycle, onLaunched }: { cycle: ReviewCycle; onLaunched: () => void }) {
  const update = useUpdateReviewCycle();
  const [unsaved, setUnsaved] = useState(false);
  return (
    <>
      <TitledSection title="Launch" className={card}>
        <p className="text-sm text-slate-700">
          Launching copies the template&apos;s questions into the cycle and takes in who matches its rules, each with
          the manager they have at that moment. After that, the cycle&apos;s setup cannot change.
        </p>
        {unsaved && (
          <p className="mt-2 text-sm font-medium text-amber-800">
            Save your changes first: the count and the launch use the setup as saved.
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <LaunchButton cycle={cycle} disabled={unsaved} onLaunched={onLaunched} />
          <DeleteDraftButton cycle={cycle} />
        </div>
      </TitledSection>
      <ReviewCycleForm
        values={cycleValuesOf(cycle)}
        submitLabel="Save changes"
        pending={update.isPending}
        error={update.error}
        onUnsavedChange={setUnsaved}
        onSubmit={(setup, form) =>
          update.mutate(
            { id: cycle.id, setup },
            {
              onSuccess: (updated) => {
                // What was saved is the form's new starting point: nothing is left unsaved.
                form.reset(cycleValuesOf(updated));
                toast.success(`${updated.name} saved`);
              },
            },
          )
        }
      />
    </>
  );
}
