import { CYCLE_PHASE_LABELS, type CyclePhase } from '@topgear/shared/review-cycles';
import { clsx } from 'clsx';

const LOOKS: Record<CyclePhase, string> = {
  draft: 'bg-slate-50 text-slate-700 ring-slate-300',
  nominations: 'bg-violet-50 text-violet-800 ring-violet-200',
  writing: 'bg-sky-50 text-sky-800 ring-sky-200',
  calibration: 'bg-amber-50 text-amber-800 ring-amber-200',
  sharing: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  closed: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** The phase a cycle is in, in words (its colour only helps): "Peer nominations". */
export function PhaseBadge({ phase }: { phase: CyclePhase }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        LOOKS[phase],
      )}
    >
      <span className="sr-only">Phase: </span>
      {CYCLE_PHASE_LABELS[phase]}
    </span>
  );
}
