import { useParams } from 'react-router';
import { SeriesScreen } from '@/features/meetings/components/series-screen';
import { useCurrentUser } from '@/features/users/api/get-me';

export function Component() {
  const { seriesId = '' } = useParams();
  const me = useCurrentUser();
  return <SeriesScreen seriesId={seriesId} myId={me.id} />;
}
