import LayoutTemplate from 'lucide-react/icons/layout-template';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { paths } from '@/config/paths';
import { CalendarFeedSection } from '@/features/meetings/components/calendar-feed-section';
import { SeriesLists } from '@/features/meetings/components/series-lists';
import { StartMeeting } from '@/features/meetings/components/start-meeting';
import { useCurrentUser } from '@/features/users/api/get-me';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

export function Component() {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <title>1:1s · TopGear Perform</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ScreenHeading title="1:1s">Your 1:1s and team meetings: agendas, notes and action items.</ScreenHeading>
        <Link
          to={paths.dashboard.meetingTemplates.getHref()}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <LayoutTemplate aria-hidden="true" className="size-4" />
          Meeting templates
        </Link>
      </div>
      <StartMeeting
        me={me}
        withPersonId={searchParams.get('with')}
        onCreated={(series) => void navigate(paths.dashboard.meetingSeries.getHref(series.id))}
      />
      <SeriesLists myId={me.id} />
      <CalendarFeedSection className={card} />
    </div>
  );
}
