import type { ReviewCycle } from '@topgear/shared/review-cycles';
import { REVIEWER_LABELS } from '@topgear/shared/review-templates';
import type { ReactNode } from 'react';
import { TitledSection } from '@/components/ui/titled-section';
import { formatMoment, mediumDate } from '@/lib/dates';
import { useDepartments } from '../api/get-departments';
import { usePeopleNamed } from '../api/get-people-named';
import { peopleCount } from '../next-step';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** Names joined as a sentence's list. */
const listed = (names: readonly string[]) => names.join(', ');

function DepartmentNames({ ids }: { ids: readonly string[] }) {
  const departments = useDepartments();
  if (ids.length === 0) return 'Every department';
  if (departments.isPending) return 'Loading...';
  const known = new Map((departments.data ?? []).map((unit) => [unit.id, unit.name]));
  return listed(ids.map((id) => known.get(id) ?? 'a department since deleted'));
}

function ManagerNames({ ids }: { ids: readonly string[] }) {
  const named = usePeopleNamed(ids);
  if (ids.length === 0) return 'Anyone';
  return listed(
    named.map((each) => {
      if (each.status === 'found') return each.person.name;
      return each.status === 'loading' ? 'Loading...' : 'someone we could not find';
    }),
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

/** A launched cycle's setup, read only: launched cycles do not change. */
export function ReviewCycleSetup({ cycle }: { cycle: ReviewCycle }) {
  const peers = cycle.reviews.includes('peer');
  return (
    <>
      <TitledSection title="Where it stands" className={card}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term="Launched">
            {cycle.launchedAt ? <time dateTime={cycle.launchedAt}>{formatMoment(cycle.launchedAt)}</time> : '—'}
          </Fact>
          <Fact term="Taking part">{peopleCount(cycle.participantCount)}</Fact>
        </dl>
      </TitledSection>
      <TitledSection title="Setup" className={card}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term="Template">{cycle.template?.name ?? 'Deleted since (the cycle keeps its copy)'}</Fact>
          <Fact term="Period reviewed">
            {mediumDate(cycle.periodStart)} – {mediumDate(cycle.periodEnd)}
          </Fact>
          <Fact term="Who writes reviews">{listed(cycle.reviews.map((review) => REVIEWER_LABELS[review]))}</Fact>
          {peers && (
            <Fact term="Peers per person">
              {cycle.peersMin} to {cycle.peersMax}
            </Fact>
          )}
          <Fact term="Anonymity threshold">
            {peopleCount(cycle.anonymityThreshold)}: peer and upward answers show only when at least this many answered.
          </Fact>
        </dl>
      </TitledSection>
      <TitledSection title="Deadlines" className={card}>
        <dl className="grid gap-4 sm:grid-cols-2">
          {peers && cycle.nominationsDue && (
            <Fact term="Peer nominations close">{mediumDate(cycle.nominationsDue)}</Fact>
          )}
          <Fact term="Reviews written by">{mediumDate(cycle.writingDue)}</Fact>
          <Fact term="Calibration done by">{mediumDate(cycle.calibrationDue)}</Fact>
          <Fact term="Results shared by">{mediumDate(cycle.sharingDue)}</Fact>
        </dl>
      </TitledSection>
      <TitledSection title="Who takes part" className={card}>
        <p className="mb-4 text-sm text-slate-600">
          Frozen at launch, each person with the manager they had then. The rules it was set up with:
        </p>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term="Departments">
            <DepartmentNames ids={cycle.departmentIds} />
          </Fact>
          <Fact term="Managers' teams">
            <ManagerNames ids={cycle.managerIds} />
          </Fact>
          <Fact term="Start date">
            {cycle.startedBy ? `Started on or before ${mediumDate(cycle.startedBy)}` : 'Whenever they started'}
          </Fact>
        </dl>
      </TitledSection>
    </>
  );
}
