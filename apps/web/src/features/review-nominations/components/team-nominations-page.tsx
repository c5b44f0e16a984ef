import { BackLink } from '@/components/ui/back-link';
import { PageQueryState } from '@/components/ui/page-query-state';
import { paths } from '@/config/paths';
import { useTeamNominations } from '../api/get-team-nominations';
import { CycleHeader } from './cycle-header';
import type { PersonPickerComponent } from './peer-chooser';
import { TeamMemberCard } from './team-member-card';

/** While nominations are open the page is about peers; afterwards, about the people. */
const titleOf = (phase: string) => (phase === 'nominations' ? "Your team's peers" : 'Your team');

interface TeamNominationsPageProps {
  cycleId: string;
  PersonPicker: PersonPickerComponent;
}

/**
 * The people the cycle gives me to manage (everyone, for an administrator): their peers to approve,
 * remove or add while nominations are open, then the ways to their reviews and results.
 */
export function TeamNominationsPage({ cycleId, PersonPicker }: TeamNominationsPageProps) {
  const team = useTeamNominations(cycleId);
  const back = <BackLink to={paths.dashboard.performance.getHref()}>Back to performance reviews</BackLink>;
  return (
    <PageQueryState query={team} notFound="Review cycle not found" back={back}>
      {({ cycle, people }) => (
        <div className="mx-auto flex max-w-3xl flex-col gap-6">
          <title>{`${titleOf(cycle.phase)} · ${cycle.name} · TopGear Perform`}</title>
          {back}
          <CycleHeader cycle={cycle} title={titleOf(cycle.phase)}>
            {cycle.phase === 'nominations'
              ? 'Approve the peers each person proposed, or add and remove others. Only you read why a peer declined.'
              : 'Read what others wrote about each person; from calibration on, open their review to share it with them.'}
          </CycleHeader>
          {people.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
              Nobody takes part in this cycle.
            </p>
          ) : (
            <ul aria-label="Your team" className="flex flex-col gap-4">
              {people.map((member) => (
                <li key={member.person.id}>
                  <TeamMemberCard cycle={cycle} member={member} PersonPicker={PersonPicker} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </PageQueryState>
  );
}
