import { QueryState } from '@/components/ui/query-state';
import { TitledSection } from '@/components/ui/titled-section';
import { useMeetings } from '../api/get-meetings';
import { splitSeries } from '../meeting-lists';
import { MEETING_TEXTS } from '../texts';
import { SeriesCard } from './series-card';

const grid = 'grid gap-4 md:grid-cols-2';

/** My series: those still running under 'Your meetings', the cancelled ones under 'Ended'. */
export function SeriesLists({ myId }: { myId: string }) {
  const meetings = useMeetings();
  return (
    <QueryState query={meetings} what="your meetings">
      {(list) => {
        const { running, ended } = splitSeries(list);
        return (
          <div className="flex flex-col gap-8">
            <TitledSection title="Your meetings">
              {running.length === 0 ? (
                <p className="text-slate-600">{MEETING_TEXTS.noMeetings}</p>
              ) : (
                <ul aria-label="Your meetings" className={grid}>
                  {running.map((series) => (
                    <li key={series.id}>
                      <SeriesCard series={series} myId={myId} />
                    </li>
                  ))}
                </ul>
              )}
            </TitledSection>
            {ended.length > 0 && (
              <TitledSection title="Ended">
                <ul aria-label="Ended meetings" className={grid}>
                  {ended.map((series) => (
                    <li key={series.id}>
                      <SeriesCard series={series} myId={myId} />
                    </li>
                  ))}
                </ul>
              </TitledSection>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
