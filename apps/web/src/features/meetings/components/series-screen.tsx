import { MEETING_WINDOW_DAYS, type MeetingOccurrence } from '@topgear/shared/meetings';
import { useState } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageQueryState } from '@/components/ui/page-query-state';
import { TitledSection } from '@/components/ui/titled-section';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { DAY_MS, type MeetingSeriesPage, useMeetingSeries } from '../api/get-meeting-series';
import { describeSchedule } from '@topgear/shared/meeting-schedule-words';
import { durationWords } from '../schedule-words';
import { CancelSeriesButton } from './cancel-series-button';
import { ChangeScheduleForm } from './change-schedule-form';
import { OccurrenceList } from './occurrence-list';
import { ParticipantList } from './participant-list';
import { ParticipantsForm } from './participants-form';
import { RemindersCheckbox } from './reminders-checkbox';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** How much further back each 'Show earlier meetings' looks. */
const EARLIER_DAYS = 365;

const backToList = <BackLink to={paths.dashboard.meetings.getHref()}>Back to 1:1s</BackLink>;

/** Past meetings (history), newest first, and those to come, soonest first. */
function splitByNow(occurrences: readonly MeetingOccurrence[], now: number) {
  const past = occurrences.filter((occurrence) => Date.parse(occurrence.endsAt) < now).reverse();
  const upcoming = occurrences.filter((occurrence) => Date.parse(occurrence.endsAt) >= now);
  return { past, upcoming };
}

interface SeriesViewProps {
  page: MeetingSeriesPage;
  myId: string;
  refreshError: unknown;
  /** Asks for another year of history; absent once the whole history is shown. */
  showEarlier: (() => void) | undefined;
  loadingEarlier: boolean;
}

function SeriesView({ page, myId, refreshError, showEarlier, loadingEarlier }: SeriesViewProps) {
  const { series, occurrences } = page;
  const [now] = useState(() => Date.now());
  const { past, upcoming } = splitByNow(occurrences, now);
  const changeable = series.mayManage && !series.cancelled;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <title>{`${series.title} · TopGear Perform`}</title>
      {backToList}
      <header className={`${card} flex flex-col gap-3`}>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">
          {series.kind === 'one-on-one' ? '1:1' : 'Team meeting'}
        </p>
        <h1 className="break-words text-2xl font-bold text-brand-900">{series.title}</h1>
        <ParticipantList
          people={series.participants}
          organiserId={series.kind === 'team' ? series.organiserId : null}
        />
        <p className="text-slate-700">
          {describeSchedule(series.schedule)} · {durationWords(series.schedule.durationMinutes)}
        </p>
        {series.cancelled && (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-800">
            This series has been cancelled. Its meetings stay here to read.
          </p>
        )}
        {refreshError !== null && (
          <FormAlert message={`We could not refresh this series. ${errorMessage(refreshError)}`} />
        )}
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <TitledSection title="Upcoming meetings" className={card}>
          <OccurrenceList
            seriesId={series.id}
            label="Upcoming meetings"
            occurrences={upcoming}
            empty="No meetings to come."
          />
        </TitledSection>
        <TitledSection title="Past meetings" className={card}>
          <OccurrenceList seriesId={series.id} label="Past meetings" occurrences={past} empty="No meetings yet." />
          {showEarlier && (
            <Button variant="secondary" className="mt-3" loading={loadingEarlier} onClick={showEarlier}>
              Show earlier meetings
            </Button>
          )}
        </TitledSection>
      </div>
      {changeable && series.kind === 'team' && (
        <TitledSection title="People" className={card}>
          <ParticipantsForm key={series.participants.map((person) => person.id).join()} series={series} myId={myId} />
        </TitledSection>
      )}
      {!series.cancelled && (
        <TitledSection title="Reminders" className={card}>
          <RemindersCheckbox series={series} />
        </TitledSection>
      )}
      {changeable && (
        <TitledSection title="Change schedule from a date" className={card}>
          <ChangeScheduleForm key={series.schedule.startsAt} series={series} upcoming={upcoming} />
        </TitledSection>
      )}
      {changeable && (
        <div className="flex justify-end">
          <CancelSeriesButton seriesId={series.id} />
        </div>
      )}
    </div>
  );
}

/** A series: who, its schedule, its meetings to come and its history, and what its organiser may change. */
export function SeriesScreen({ seriesId, myId }: { seriesId: string; myId: string }) {
  const [historyDays, setHistoryDays] = useState<number>(MEETING_WINDOW_DAYS.past);
  const query = useMeetingSeries(seriesId, historyDays);
  const [now] = useState(() => Date.now());
  const whole = query.data !== undefined && Date.parse(query.data.firstMeetingAt) >= now - historyDays * DAY_MS;
  const canGoFurther = historyDays + EARLIER_DAYS + MEETING_WINDOW_DAYS.future <= MEETING_WINDOW_DAYS.max;
  return (
    <PageQueryState query={query} notFound="Meeting not found" back={backToList}>
      {(page) => (
        <SeriesView
          page={page}
          myId={myId}
          refreshError={query.isRefetchError ? query.error : null}
          showEarlier={whole || !canGoFurther ? undefined : () => setHistoryDays((days) => days + EARLIER_DAYS)}
          loadingEarlier={query.isPlaceholderData}
        />
      )}
    </PageQueryState>
  );
}
