import { useParams } from 'react-router';
import { SeriesScreen } from '@/features/meetings/components/series-screen';

export function Component() {
  const { seriesId = '' } = useParams();
  return <SeriesScreen seriesId={seriesId} />;
}
