import type { reviews } from '../schema';

type NewReview = Omit<typeof reviews.$inferInsert, 'id' | 'createdAt' | 'userId'>;

const review = (
  slug: string,
  name: string,
  rating: number,
  heading: string,
  description: string,
  feedback: string,
): NewReview => ({ name, rating, heading, description, feedback, avatar: `/media/avatars/${slug}.svg` });

/** Newest first, the order the reviews page lists them in. */
export const demoReviews: NewReview[] = [
  review(
    'maya-chen',
    'Maya Chen',
    5,
    'Our quarterly goals finally mean something',
    'Head of Operations, Northwind Logistics',
    'We replaced three spreadsheets and a wiki page with TopGear Perform. Every team can see how its goals connect to the company objectives, and the feedback on each goal keeps the conversation going between reviews.',
  ),
  review(
    'daniel-okafor',
    'Daniel Okafor',
    5,
    'Days off without the email chains',
    'HR Manager, Brightpath Learning',
    'Leave requests used to take days of back and forth. Now people see their balance, pick the dates and the days are counted for them. Our managers save hours every month.',
  ),
  review(
    'priya-nair',
    'Priya Nair',
    4,
    'A task board the whole team actually uses',
    'Engineering Lead, Quantix',
    'Four clear columns and nothing more. My team adopted it in a week, which never happened with our previous tool. I would love more reporting, but the basics are excellent.',
  ),
  review(
    'lucas-almeida',
    'Lucas Almeida',
    5,
    'Support that answers in minutes',
    'Founder, Lumen Labs',
    'We chatted with support during our rollout and got real answers from real people, in Portuguese. The demo was tailored to our team of forty and we were live the same week.',
  ),
  review(
    'sofia-martinez',
    'Sofia Martínez',
    4,
    'Recognition became part of our week',
    'People Partner, Harbor Health',
    'The news feed and peer recognition gave our hospital teams a place to thank each other across shifts. Engagement scores went up two quarters in a row.',
  ),
  review(
    'rahim-uddin',
    'Rahim Uddin',
    5,
    'Reviews people stopped dreading',
    'Chief Executive, Evergreen Textiles',
    'Manager and peer reviews now take an afternoon instead of a month. Everyone knows the criteria in advance, and the feedback is specific enough to act on.',
  ),
  review(
    'emma-johansson',
    'Emma Johansson',
    5,
    'Onboarding in one place',
    'Talent Lead, Nordlys Design',
    'New joiners get their goals, their first tasks and the team directory on day one. Our time to first contribution dropped from five weeks to two.',
  ),
  review(
    'kenji-watanabe',
    'Kenji Watanabe',
    4,
    'Simple enough for every department',
    'Department Head, Sora Manufacturing',
    'Our factory supervisors and office staff use the same dashboard. It is clear, quick on old laptops and the emergency contact list has already proved its worth.',
  ),
];
