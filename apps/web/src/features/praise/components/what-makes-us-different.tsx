import Building2 from 'lucide-react/icons/building-2';
import Headset from 'lucide-react/icons/headset';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { IconCardSection, type IconCard } from '@/components/ui/icon-card-section';

const differences: readonly IconCard[] = [
  {
    title: 'Data security',
    text: 'Encrypted connections, server-side permission checks on every action and personal data only its owner and HR can see.',
    Icon: ShieldCheck,
  },
  {
    title: '24/7 support',
    text: 'Real people on live chat around the clock, in English, Spanish and Brazilian Portuguese.',
    Icon: Headset,
  },
  {
    title: 'Company-grade solution',
    text: 'Tasks, goals, reviews, days off and news for teams of five or five thousand, on the database you already trust.',
    Icon: Building2,
  },
  {
    title: 'Cost-effective',
    text: 'One plan replaces a task tool, a goal tracker and a leave spreadsheet, for less than the three together.',
    Icon: PiggyBank,
  },
];

export function WhatMakesUsDifferent() {
  return (
    <IconCardSection
      id="what-makes-us-different"
      heading="What Makes Us Different"
      cards={differences}
      iconStyle="soft"
    />
  );
}
