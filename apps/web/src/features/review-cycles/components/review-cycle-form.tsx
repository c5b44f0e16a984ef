import {
  ANONYMITY_THRESHOLD,
  PEER_LIMITS,
  reviewCycleInputSchema,
  type ReviewCycleSetup,
} from '@topgear/shared/review-cycles';
import { REVIEWER_LABELS, REVIEWERS } from '@topgear/shared/review-templates';
import { useEffect, useId } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Form, FormFailure, type FormMethods } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormInput, FormSelect } from '@/components/ui/form-fields';
import { QueryState } from '@/components/ui/query-state';
import { TitledSection } from '@/components/ui/titled-section';
import { useDepartments } from '../api/get-departments';
import { setupToSave, type CycleValues } from '../cycle-form-values';
import { CheckboxListField } from './checkbox-list-field';
import { ManagersField } from './managers-field';
import { TemplateField } from './template-field';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

export type CycleFormMethods = FormMethods<typeof reviewCycleInputSchema>;

/** An empty date is sent as null: the API's "not given". */
const emptyAsNull = { setValueAs: (value: string | null) => (value === '' ? null : value) };
const asNumber = { valueAsNumber: true } as const;

const REVIEW_OPTIONS = REVIEWERS.map((reviewer) => ({ value: reviewer, label: REVIEWER_LABELS[reviewer] }));

const THRESHOLDS = Array.from({ length: ANONYMITY_THRESHOLD.highest - ANONYMITY_THRESHOLD.lowest + 1 }, (_, index) => {
  const count = String(ANONYMITY_THRESHOLD.lowest + index);
  return { value: count, label: `${count} people` };
});

/** Whether peer reviews are ticked: their limits and their nominations deadline show only then. */
const usePeerReviews = () => (useWatch<CycleValues, 'reviews'>({ name: 'reviews' }) ?? []).includes('peer');

/** Which reviews are written, the peer limits with peer reviews, and the anonymity threshold. */
function ReviewsSection() {
  const { resetField } = useFormContext<CycleValues>();
  const peers = usePeerReviews();
  const thresholdHint = useId();
  return (
    <TitledSection title="Reviews" className={card}>
      <div className="flex flex-col gap-5">
        <CheckboxListField
          name="reviews"
          legend="Who writes reviews"
          options={REVIEW_OPTIONS}
          // Hidden fields keep nothing that could stop a save: they go back to what the form opened with.
          onChange={(chosen) => {
            if (chosen.includes('peer')) return;
            resetField('peersMin');
            resetField('peersMax');
            resetField('nominationsDue');
          }}
        />
        {peers && (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormInput
              name="peersMin"
              label="Fewest peers per person"
              type="number"
              inputMode="numeric"
              min={PEER_LIMITS.lowest}
              max={PEER_LIMITS.highest}
              rules={asNumber}
            />
            <FormInput
              name="peersMax"
              label="Most peers per person"
              type="number"
              inputMode="numeric"
              min={PEER_LIMITS.lowest}
              max={PEER_LIMITS.highest}
              rules={asNumber}
            />
          </div>
        )}
        <div>
          <FormSelect
            name="anonymityThreshold"
            label="Anonymity threshold"
            options={THRESHOLDS}
            rules={asNumber}
            aria-describedby={thresholdHint}
          />
          <p id={thresholdHint} className="mt-1 text-sm text-slate-600">
            Peer and upward answers show only when at least this many answered.
          </p>
        </div>
      </div>
    </TitledSection>
  );
}

/** A deadline for each phase, in order; nominations only with peer reviews. */
function DeadlinesSection() {
  const peers = usePeerReviews();
  return (
    <TitledSection title="Deadlines" className={card}>
      <p className="mb-4 text-sm text-slate-600">
        Each deadline is on or after the one before it. Deadlines tell people what is due; you move the cycle on from
        one phase to the next yourself.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {peers && <FormInput name="nominationsDue" label="Peer nominations close" type="date" rules={emptyAsNull} />}
        <FormInput name="writingDue" label="Reviews written by" type="date" />
        <FormInput name="calibrationDue" label="Calibration done by" type="date" />
        <FormInput name="sharingDue" label="Results shared by" type="date" />
      </div>
    </TitledSection>
  );
}

/** Who takes part: departments, managers' teams and a latest start date, each narrowing the rest. */
function ParticipantsSection() {
  const departments = useDepartments();
  return (
    <TitledSection title="Who takes part" className={card}>
      <p className="mb-4 text-sm text-slate-600">
        Everyone active who matches all of these. Launching takes them in with the manager each has then.
      </p>
      <div className="flex flex-col gap-6">
        <QueryState query={departments} what="the departments">
          {(units) =>
            units.length === 0 ? (
              <p className="text-sm text-slate-700">There are no departments yet: every department means everyone.</p>
            ) : (
              <CheckboxListField
                name="departmentIds"
                legend="Departments"
                hint="None ticked: every department."
                options={units.map((unit) => ({ value: unit.id, label: unit.name }))}
              />
            )
          }
        </QueryState>
        <ManagersField />
        <FormInput
          name="startedBy"
          label="Leave out people who started after (optional)"
          type="date"
          rules={emptyAsNull}
        />
      </div>
    </TitledSection>
  );
}

/** Tells the page whether the form holds changes not saved yet. */
function UnsavedChanges({ onChange }: { onChange: (unsaved: boolean) => void }) {
  const { isDirty } = useFormState();
  useEffect(() => onChange(isDirty), [isDirty, onChange]);
  return null;
}

interface ReviewCycleFormProps {
  /** What the form starts with: a new cycle's, or a saved draft's. */
  values: CycleValues;
  submitLabel: string;
  /** The save's state: its failure shows under the fields it names and above the button; what was typed stays. */
  pending: boolean;
  error: unknown;
  onSubmit: (setup: ReviewCycleSetup, form: CycleFormMethods) => void;
  /** Told whenever the form comes to hold changes not saved yet, or no longer does. */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/** A draft cycle whole: its name, template and period; the reviews; the deadlines; who takes part. */
export function ReviewCycleForm({
  values,
  submitLabel,
  pending,
  error,
  onSubmit,
  onUnsavedChange,
}: ReviewCycleFormProps) {
  return (
    <Form
      schema={reviewCycleInputSchema}
      options={{ defaultValues: values }}
      error={error}
      onSubmit={(setup, form) => onSubmit(setupToSave(setup), form)}
      className="flex flex-col gap-8"
    >
      {onUnsavedChange && <UnsavedChanges onChange={onUnsavedChange} />}
      <TitledSection title="About the cycle" className={card}>
        <div className="flex flex-col gap-4">
          <FormInput name="name" label="Name" autoComplete="off" />
          <TemplateField />
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700">Period reviewed</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput name="periodStart" label="From" type="date" />
              <FormInput name="periodEnd" label="To" type="date" />
            </div>
          </fieldset>
        </div>
      </TitledSection>
      <ReviewsSection />
      <DeadlinesSection />
      <ParticipantsSection />
      <div className="flex flex-col gap-4">
        <FormFailure />
        <FormActions submitLabel={submitLabel} pending={pending} />
      </div>
    </Form>
  );
}
