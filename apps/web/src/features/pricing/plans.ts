export interface Plan {
  name: 'Basic' | 'Premium' | 'Unlimited';
  summary: string;
  /** Read together, amount and period give the price: "$200 per month", "Custom pricing per quarter". */
  price: { amount: string; period: string };
  features: readonly string[];
  mostPopular?: boolean;
}

export const plans: readonly Plan[] = [
  {
    name: 'Basic',
    summary: 'For small teams that want tasks, goals and days off in one place.',
    price: { amount: '$200', period: 'per month' },
    features: [
      'Up to 50 employees',
      'Task Center with four progress columns',
      'Personal goals with targets and progress',
      'Vacation and sick leave records with balances',
      'Company news feed and shared notes',
      '24/7 email support',
    ],
  },
  {
    name: 'Premium',
    summary: 'For growing companies that run regular reviews and want people to feel recognised.',
    price: { amount: '$650', period: 'per quarter' },
    features: [
      'Up to 300 employees',
      'Everything in Basic',
      '360, manager and peer reviews',
      'Skill framework analysis',
      '1:1s and team meeting notes',
      'Peer awards and recognition',
      'Manager feedback on goals and leave',
      '24/7 live chat and email support',
    ],
    mostPopular: true,
  },
  {
    name: 'Unlimited',
    summary: 'For organisations with many departments, their own review cycles and their own rules.',
    price: { amount: 'Custom', period: 'pricing per quarter' },
    features: [
      'Unlimited employees',
      'Everything in Premium',
      'Admin and manager roles across departments',
      'Custom review templates and OKR roll-ups',
      'Onboarding and data migration by our team',
      'A dedicated customer success manager',
    ],
  },
];
