import type { ReviewPacket } from '@topgear/shared/review-packets';
import type { ReactNode } from 'react';
import { TitledSection } from '@/components/ui/titled-section';
import { GoalProgressList } from '@/components/ui/goal-progress-list';

/** What the packet shows of the praise received in the period: the page composing it decides. */
export type PacketEvidence = (praise: ReviewPacket['praise']) => ReactNode;

/** The person's goals of the period, each with how far it went toward its target. */
export function PacketGoals({ goals }: { goals: ReviewPacket['goals'] }) {
  return (
    <TitledSection title="Goals of the period">
      {goals.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-600">
          No goals were set for this period.
        </p>
      ) : (
        <GoalProgressList
          goals={goals}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
        />
      )}
    </TitledSection>
  );
}
