import type { courses } from '../schema';

type NewCourse = Omit<typeof courses.$inferInsert, 'id' | 'createdAt'>;

const course = (slug: string, name: string, createdBy: string, description: string, link: string): NewCourse => ({
  name,
  createdBy,
  description,
  link,
  image: `/media/courses/${slug}.svg`,
});

export const demoCourses: NewCourse[] = [
  course(
    'okr-fundamentals',
    'OKR Fundamentals',
    'Farhana Rahman',
    'Set objectives and key results for yourself and your team, and review them without turning them into a to-do list.',
    'https://en.wikipedia.org/wiki/Objectives_and_key_results',
  ),
  course(
    'giving-feedback',
    'Giving Feedback That Lands',
    'Nusrat Jahan',
    'Describe the situation, the behaviour and its impact, then listen. Practise feedback that helps instead of hurts.',
    'https://en.wikipedia.org/wiki/Feedback',
  ),
  course(
    'time-management',
    'Time Management for Busy Teams',
    'Arif Hossain',
    'Protect focus time, plan the week on Monday and say no to the work that does not move your goals forward.',
    'https://en.wikipedia.org/wiki/Time_management',
  ),
  course(
    'leading-remote-teams',
    'Leading Remote Teams',
    'Tanvir Ahmed',
    'Build trust at a distance with written communication, clear ownership and rituals that include every time zone.',
    'https://en.wikipedia.org/wiki/Remote_work',
  ),
  course(
    'data-driven-hr',
    'Data-Driven HR',
    'Sadia Islam',
    'Collect the people metrics that matter, present them honestly and turn them into decisions leaders act on.',
    'https://en.wikipedia.org/wiki/Human_resource_management',
  ),
  course(
    'conflict-resolution',
    'Conflict Resolution at Work',
    'Imran Chowdhury',
    'Spot conflict early, separate people from problems and guide a conversation towards an agreement both sides keep.',
    'https://en.wikipedia.org/wiki/Conflict_resolution',
  ),
];
