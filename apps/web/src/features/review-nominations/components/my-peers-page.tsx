import { BackLink } from '@/components/ui/back-link';
import { PageQueryState } from '@/components/ui/page-query-state';
import { paths } from '@/config/paths';
import { useMyNominations } from '../api/get-my-nominations';
import { CycleHeader } from './cycle-header';
import { MyPeersForm } from './my-peers-form';
import type { PersonPickerComponent } from './peer-chooser';

interface MyPeersPageProps {
  cycleId: string;
  /** Who I am: never offered as my own peer. */
  selfId: string;
  PersonPicker: PersonPickerComponent;
}

/** The peers I choose to review me in a cycle: those chosen with where each stands, and the way to add or take back. */
export function MyPeersPage({ cycleId, selfId, PersonPicker }: MyPeersPageProps) {
  const nominations = useMyNominations(cycleId);
  const back = <BackLink to={paths.dashboard.performance.getHref()}>Back to performance reviews</BackLink>;
  return (
    <PageQueryState query={nominations} notFound="Review cycle not found" back={back}>
      {(current) => (
        <div className="mx-auto flex max-w-3xl flex-col gap-6">
          <title>{`Choose your peers · ${current.cycle.name} · TopGear Perform`}</title>
          {back}
          <CycleHeader cycle={current.cycle} title="Choose your peers">
            The colleagues who know your work best, to review it. Your manager approves them, and may add others.
          </CycleHeader>
          <MyPeersForm key={current.cycle.id} nominations={current} selfId={selfId} PersonPicker={PersonPicker} />
        </div>
      )}
    </PageQueryState>
  );
}
