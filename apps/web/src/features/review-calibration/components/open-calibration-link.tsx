import type { CyclePhase } from '@topgear/shared/review-cycles';
import Scale from 'lucide-react/icons/scale';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The phases in which a cycle has a calibration to open: from the end of writing on. */
const CALIBRATED_PHASES: ReadonlySet<CyclePhase> = new Set(['calibration', 'sharing', 'closed']);

/** "Open calibration", once the cycle has reached it; nothing before. */
export function OpenCalibrationLink({ cycle }: { cycle: { id: string; phase: CyclePhase } }) {
  if (!CALIBRATED_PHASES.has(cycle.phase)) return null;
  return (
    <Link
      to={paths.dashboard.performanceCalibration.getHref(cycle.id)}
      className={buttonClasses('secondary', 'w-full sm:w-auto sm:self-start')}
    >
      <Scale aria-hidden="true" className="size-4" />
      Open calibration
    </Link>
  );
}
