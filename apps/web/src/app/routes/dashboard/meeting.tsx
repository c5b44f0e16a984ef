import { useParams } from 'react-router';
import { MeetingScreen } from '@/features/meetings/components/meeting-screen';
import { useCurrentUser } from '@/features/users/api/get-me';

export function Component() {
  const { seriesId = '', occursAt = '' } = useParams();
  const me = useCurrentUser();
  return <MeetingScreen seriesId={seriesId} occursAt={occursAt} myId={me.id} />;
}
