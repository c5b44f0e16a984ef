import type { MyReviewCycles } from '@topgear/shared/review-cycles';
import { paths } from '@/config/paths';
import { mediumDate } from '@/lib/dates';

type Entry = MyReviewCycles[number];

export interface CycleAction {
  label: string;
  to: string;
  primary: boolean;
}

/**
 * What the cycle's phase asks of me, as links: choosing my peers and approving my team's while it
 * takes nominations, my team's reviews while they are written, calibrating, sharing my team's
 * results, reading mine once shared. The reviews I write have their own list.
 */
export function cycleActions({ cycle, takesPart, manages, resultsShared }: Entry): CycleAction[] {
  const team = paths.dashboard.performanceTeam.getHref(cycle.id);
  const manager = manages > 0;
  const actions: (CycleAction | false)[] = (() => {
    switch (cycle.phase) {
      case 'nominations':
        return [
          takesPart && {
            label: 'Choose your peers',
            to: paths.dashboard.performancePeers.getHref(cycle.id),
            primary: true,
          },
          manager && { label: "Your team's peers", to: team, primary: !takesPart },
        ];
      case 'writing':
        return [manager && { label: 'Your team', to: team, primary: false }];
      case 'calibration':
        return [
          manager && {
            label: 'Calibrate',
            to: paths.dashboard.performanceCalibration.getHref(cycle.id),
            primary: true,
          },
          manager && { label: 'Your team', to: team, primary: false },
        ];
      case 'sharing':
        return [
          resultsShared && {
            label: 'Read your review',
            to: paths.dashboard.performancePacket.getHref(cycle.id),
            primary: true,
          },
          manager && { label: 'Share results', to: team, primary: !resultsShared },
        ];
      default:
        return [];
    }
  })();
  return actions.filter((action): action is CycleAction => action !== false);
}

const peopleText = (count: number) =>
  count === 1 ? '1 person you manage takes part' : `${count} people you manage take part`;

/** Where the cycle stands for me, in a sentence or two. */
export function cycleStatus({ cycle, takesPart, manages, resultsShared }: Entry): string[] {
  const phase = (() => {
    switch (cycle.phase) {
      case 'nominations':
        return cycle.nominationsDue
          ? `Peer nominations close ${mediumDate(cycle.nominationsDue)}.`
          : 'Peer nominations are open.';
      case 'writing':
        return `Reviews are written until ${mediumDate(cycle.writingDue)}.`;
      case 'calibration':
        return `Managers settle final ratings until ${mediumDate(cycle.calibrationDue)}.`;
      case 'sharing':
        return takesPart && !resultsShared
          ? 'Your manager will share your results with you.'
          : `Results are shared until ${mediumDate(cycle.sharingDue)}.`;
      default:
        return 'The cycle is over.';
    }
  })();
  return manages > 0 ? [phase, `${peopleText(manages)}.`] : [phase];
}
