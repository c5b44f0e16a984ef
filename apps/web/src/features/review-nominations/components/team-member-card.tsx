import type { TeamNominations } from '@topgear/shared/review-nominations';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { countText, standingCount } from '../peer-choices';
import { AddTeamPeerButton } from './add-team-peer-button';
import type { PersonPickerComponent } from './peer-chooser';
import { PersonLine } from './person-line';
import { TeamPeerItem } from './team-peer-item';

/** The phases in which a person's results can be read by their managers, and then shared. */
const RESULTS_PHASES = new Set(['calibration', 'sharing', 'closed']);

interface TeamMemberCardProps {
  cycle: TeamNominations['cycle'];
  member: TeamNominations['people'][number];
  PersonPicker: PersonPickerComponent;
}

/**
 * Someone I manage in the cycle: how many peers they have against the limits, each peer with their
 * status and actions, and "Add a peer" while nominations are open; once reviews are written, the way
 * for their own manager to read them (an administrator sees who answered, not what each wrote); from
 * calibration on, the way to their results, to share them.
 */
export function TeamMemberCard({ cycle, member, PersonPicker }: TeamMemberCardProps) {
  const headingId = useId();
  const { person, peers } = member;
  const open = cycle.phase === 'nominations';
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <PersonLine person={person} as="h2" headingId={headingId}>
          <p className="text-sm text-slate-700">{countText(standingCount(peers, 0), cycle)}</p>
        </PersonLine>
        {!open && (
          <div className="flex flex-col gap-1 sm:items-end">
            {member.yourReport && (
              <Link
                to={paths.dashboard.performanceFeedback.getHref(cycle.id, person.id)}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                Read what others wrote <span className="sr-only">about {person.name}</span>
              </Link>
            )}
            {RESULTS_PHASES.has(cycle.phase) && (
              <Link
                to={paths.dashboard.performancePersonPacket.getHref(cycle.id, person.id)}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                Open their review <span className="sr-only">of {person.name}</span>
              </Link>
            )}
          </div>
        )}
      </div>
      {peers.length === 0 ? (
        <p className="text-sm text-slate-600">No peers nominated yet.</p>
      ) : (
        <ul
          aria-label={`Peers of ${person.name}`}
          className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200"
        >
          {peers.map((nomination) => (
            <TeamPeerItem
              key={nomination.peer.id}
              cycleId={cycle.id}
              person={person}
              nomination={nomination}
              open={open}
            />
          ))}
        </ul>
      )}
      {open && <AddTeamPeerButton cycleId={cycle.id} member={member} PersonPicker={PersonPicker} />}
    </article>
  );
}
