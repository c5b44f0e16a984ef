import type { MeetingPage } from '@topgear/shared/meetings';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Plane from 'lucide-react/icons/plane';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageQueryState } from '@/components/ui/page-query-state';
import { TitledSection } from '@/components/ui/titled-section';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useChangeOccurrence } from '../api/change-occurrence';
import { useMeeting } from '../api/get-meeting';
import { meetingTimeWords, namesInWords, wallClockIn } from '../schedule-words';
import { ActionItems } from './action-items';
import { Agenda } from './agenda';
import { MeetingActions, useSkip } from './meeting-actions';
import { OccurrenceBadges } from './meeting-badges';
import { ParticipantList } from './participant-list';
import { PrivateNote } from './private-note';
import { SharedNotes } from './shared-notes';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
const navLink =
  'inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline';

/** Previous meeting and Next meeting of the series, where there is one. */
function SeriesSteps({ page }: { page: MeetingPage }) {
  const { series, previous, next } = page;
  if (!previous && !next) return null;
  return (
    <nav aria-label="Meetings of this series" className="flex flex-wrap justify-between gap-2">
      {previous ? (
        <Link to={paths.dashboard.meeting.getHref(series.id, previous)} className={navLink}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Previous meeting
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={paths.dashboard.meeting.getHref(series.id, next)} className={navLink}>
          Next meeting
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </nav>
  );
}

/** When the meeting is, in the viewer's zone, and in the series' own when that differs. */
function MeetingTime({ page }: { page: MeetingPage }) {
  const { occurrence, series } = page;
  const zone = series.schedule.timeZone;
  const ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <p className="text-slate-800">
      <time dateTime={occurrence.startsAt}>{meetingTimeWords(occurrence.startsAt, occurrence.endsAt)}</time>
      {zone !== ownZone && (
        <span className="text-slate-600">
          {' '}
          ({wallClockIn(occurrence.startsAt, zone).slice(11)} in {zone})
        </span>
      )}
    </p>
  );
}

function MeetingView({ page, myId, refreshError }: { page: MeetingPage; myId: string; refreshError: unknown }) {
  const { series, occurrence } = page;
  const change = useChangeOccurrence(series.id, occurrence.occursAt);
  const skip = useSkip(change);
  // Skipping or moving one meeting is for whoever may change the series: either side of a 1:1, a team meeting's organiser.
  const manageable = series.mayManage && !series.cancelled;
  const editable = !series.cancelled && !occurrence.skipped;
  const away = occurrence.away.map((person) => person.name);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <title>{`${series.title} · TopGear Perform`}</title>
      <BackLink to={paths.dashboard.meetingSeries.getHref(series.id)}>All meetings of this series</BackLink>
      <header className={`${card} flex flex-col gap-3`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">
              {series.kind === 'one-on-one' ? '1:1' : 'Team meeting'}
            </p>
            <h1 className="break-words text-2xl font-bold text-brand-900">{series.title}</h1>
          </div>
          {manageable && <MeetingActions page={page} change={change} />}
        </div>
        <MeetingTime page={page} />
        <p className="flex flex-wrap gap-1.5 empty:hidden">
          {/* Skipped and away have their own banners below. */}
          <OccurrenceBadges occurrence={{ skipped: false, moved: occurrence.moved, away: [] }} />
        </p>
        <ParticipantList
          people={series.participants}
          organiserId={series.kind === 'team' ? series.organiserId : null}
        />
        {series.cancelled && (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-800">
            This series has been cancelled. Its meetings stay here to read.
          </p>
        )}
        {occurrence.skipped && !series.cancelled && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-100 px-3 py-2">
            <p className="text-sm font-medium text-slate-800">This meeting is skipped.</p>
            {manageable && (
              <Button variant="secondary" loading={change.isPending} onClick={() => skip(false)}>
                Unskip
              </Button>
            )}
          </div>
        )}
        {away.length > 0 && !occurrence.skipped && (
          <div
            role="status"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-900"
          >
            <p className="flex items-center gap-2 text-sm font-medium">
              <Plane aria-hidden="true" className="size-4 shrink-0" />
              {namesInWords(away)} {away.length === 1 ? 'is' : 'are'} away that day.
            </p>
            {manageable && (
              <Button variant="secondary" loading={change.isPending} onClick={() => skip(true)}>
                Skip this one
              </Button>
            )}
          </div>
        )}
        {refreshError !== null && (
          <FormAlert message={`We could not refresh this meeting. ${errorMessage(refreshError)}`} />
        )}
        <SeriesSteps page={page} />
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <TitledSection title="Agenda" className={card}>
          {occurrence.skipped && !series.cancelled && (
            <p className="mb-3 text-sm text-slate-600">This meeting is skipped; unskip it to add talking points.</p>
          )}
          <Agenda page={page} myId={myId} editable={editable} />
        </TitledSection>
        <div className="flex min-w-0 flex-col gap-6">
          <TitledSection title="Notes" className={card}>
            <SharedNotes
              seriesId={series.id}
              occursAt={occurrence.occursAt}
              notes={page.notes}
              editable={!series.cancelled}
            />
          </TitledSection>
          <TitledSection title="Private notes" className={card}>
            <PrivateNote seriesId={series.id} occursAt={occurrence.occursAt} text={page.privateNote} />
          </TitledSection>
        </div>
      </div>
      <TitledSection title="Action items" className={card}>
        <ActionItems page={page} myId={myId} editable={!series.cancelled} />
      </TitledSection>
    </div>
  );
}

/** One meeting: when, who, its agenda, its notes (shared and mine) and its action items. */
export function MeetingScreen({ seriesId, occursAt, myId }: { seriesId: string; occursAt: string; myId: string }) {
  const query = useMeeting(seriesId, occursAt);
  return (
    <PageQueryState
      query={query}
      notFound="Meeting not found"
      back={<BackLink to={paths.dashboard.meetings.getHref()}>Back to 1:1s</BackLink>}
    >
      {(page) => (
        // Keyed by the meeting: what was typed on one page never goes to the next.
        <MeetingView
          key={page.occurrence.occursAt}
          page={page}
          myId={myId}
          refreshError={query.isRefetchError ? query.error : null}
        />
      )}
    </PageQueryState>
  );
}
