import type { Person } from '@topgear/shared/people';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TitledSection } from '@/components/ui/titled-section';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { usePerson } from '../api/get-person';
import { EditPlacementButton } from './edit-placement-button';
import { PrivateFacts, WorkFacts } from './person-facts';
import { ReportingLine } from './reporting-line';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

function BackToPeople() {
  return (
    <Link
      to={paths.dashboard.people.getHref()}
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to people
    </Link>
  );
}

interface PersonPageProps {
  personId: string;
  /** Administrators see "Edit", which places the person in the organisation. */
  canEdit: boolean;
  /**
   * What only the person, their managers up the chain and administrators read (their goals and
   * days off), shown side by side when the page says the viewer is one of them; the server checks again.
   */
  privateSections: ReactNode;
  /** What other features show of the person to everyone signed in (the praise they received). */
  sections?: ReactNode;
  /** Links of other features beside the person's name (their 1:1s with the viewer), given the person. */
  actions?: (person: Person) => ReactNode;
}

function PersonView({
  person,
  canEdit,
  privateSections,
  sections,
  actions,
}: { person: Person } & Omit<PersonPageProps, 'personId'>) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <title>{`${person.name} · TopGear Perform`}</title>
      <BackToPeople />
      <header className={`${card} flex flex-wrap items-center gap-4`}>
        <Avatar name={person.name} image={person.image} className="size-20 text-2xl" />
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-bold text-brand-900">{person.name}</h1>
          {person.jobTitle && <p className="text-slate-600">{person.jobTitle}</p>}
        </div>
        {actions?.(person)}
        {canEdit && <EditPlacementButton person={person} />}
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <TitledSection title="Work" className={card}>
          <WorkFacts person={person} />
        </TitledSection>
        <TitledSection title="Reporting line" className={card}>
          <ReportingLine person={person} />
        </TitledSection>
      </div>
      {sections}
      {person.private && (
        <>
          <TitledSection title="Private details" className={card}>
            <PrivateFacts details={person.private} />
          </TitledSection>
          <div className="grid gap-6 lg:grid-cols-2">{privateSections}</div>
        </>
      )}
    </div>
  );
}

/** A person's page: who they are, where they sit and whom they work with; their private side for those allowed. */
export function PersonPage({ personId, canEdit, privateSections, sections, actions }: PersonPageProps) {
  const person = usePerson(personId);

  if (person.isPending) {
    return (
      <p role="status" className="py-12 text-center text-slate-600">
        Loading...
      </p>
    );
  }

  if (person.isLoadingError) {
    const missing = person.error instanceof ApiError && person.error.status === 404;
    const heading = missing ? 'Person not found' : 'Something went wrong';
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-6 py-12 text-center">
        <title>{`${heading} · TopGear Perform`}</title>
        <h1 className="text-2xl font-bold text-brand-900">{heading}</h1>
        <FormAlert message={errorMessage(person.error)} />
        {!missing && (
          <Button variant="secondary" loading={person.isFetching} onClick={() => void person.refetch()}>
            Try again
          </Button>
        )}
        <BackToPeople />
      </div>
    );
  }

  return (
    <PersonView
      person={person.data}
      canEdit={canEdit}
      privateSections={privateSections}
      sections={sections}
      actions={actions}
    />
  );
}
