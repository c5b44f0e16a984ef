import Handshake from 'lucide-react/icons/handshake';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMeetings } from '../api/get-meetings';
import { oneOnOneWith } from '../meeting-lists';

/**
 * On someone's page: '1:1s with <name>' when I have a running 1:1 with them, else 'Start a 1:1',
 * which opens the new-meeting form with them chosen. Nothing on my own page.
 */
export function MeetingWithLink({ myId, person }: { myId: string; person: { id: string; name: string } }) {
  const meetings = useMeetings();
  if (person.id === myId || meetings.isPending) return null;
  const series = meetings.data ? oneOnOneWith(meetings.data, myId, person.id) : undefined;
  return (
    <Link
      to={series ? paths.dashboard.meetingSeries.getHref(series.id) : paths.dashboard.meetings.getHref(person.id)}
      aria-label={series ? undefined : `Start a 1:1 with ${person.name}`}
      className={buttonClasses('secondary')}
    >
      <Handshake aria-hidden="true" className="size-4" />
      {series ? `1:1s with ${person.name}` : 'Start a 1:1'}
    </Link>
  );
}
