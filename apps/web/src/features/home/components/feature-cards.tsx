import Gauge from 'lucide-react/icons/gauge';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import ListChecks from 'lucide-react/icons/list-checks';
import TrendingUp from 'lucide-react/icons/trending-up';
import { IconCardSection, type IconCard } from '@/components/ui/icon-card-section';

const features: readonly IconCard[] = [
  {
    title: 'Task Management',
    text: 'A four-column board for every person: not started, scheduled, in progress and completed.',
    Icon: ListChecks,
  },
  {
    title: 'Employee Engagement',
    text: 'A company news feed, recognition between colleagues and live support chat.',
    Icon: HeartHandshake,
  },
  {
    title: 'Progress Management',
    text: 'OKR-style goals with targets, dates and feedback from managers, visible to the people they concern.',
    Icon: TrendingUp,
  },
  {
    title: 'Performance Management',
    text: '360, manager and peer reviews, skill frameworks, one-on-ones and team meetings in one place.',
    Icon: Gauge,
  },
];

export function FeatureCards() {
  return (
    <IconCardSection id="features" heading="Everything your team needs to perform" cards={features} iconStyle="solid" />
  );
}
