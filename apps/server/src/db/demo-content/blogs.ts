import type { blogs } from '../schema';

type NewBlog = Omit<typeof blogs.$inferInsert, 'id' | 'createdAt'>;

const blog = (slug: string, title: string, description: string, details: string): NewBlog => ({
  title,
  description,
  image: `/media/blogs/${slug}.svg`,
  details,
});

/** Newest first, the order the blog page lists them in. */
export const demoBlogs: NewBlog[] = [
  blog(
    'okrs-without-overhead',
    'OKRs without the overhead',
    'Three objectives, a handful of measurable key results and a fifteen-minute weekly check-in: how small teams get the focus of OKRs without a quarter of spreadsheet admin.',
    'https://en.wikipedia.org/wiki/Objectives_and_key_results',
  ),
  blog(
    'one-on-ones-that-matter',
    'One-on-ones people look forward to',
    'A shared agenda, the employee speaking first and one follow-up written down each time. The small habits that turn a status meeting into the most useful half hour of the week.',
    'https://en.wikipedia.org/wiki/One-on-one_meeting',
  ),
  blog(
    'peer-recognition',
    'Why peer recognition beats the annual award',
    'Thanks that arrive the same day, from the people who saw the work, change behaviour far more than a plaque in December. How to make recognition frequent, specific and fair.',
    'https://en.wikipedia.org/wiki/Employee_recognition',
  ),
  blog(
    'async-standups',
    'Async stand-ups for distributed teams',
    'When your team spans six time zones, a daily call punishes someone. Written stand-ups with three questions keep everyone in the loop and leave meetings for real problems.',
    'https://en.wikipedia.org/wiki/Stand-up_meeting',
  ),
  blog(
    'fair-360-feedback',
    'Making 360 feedback fair',
    'Choose reviewers together, ask about behaviour instead of personality and calibrate before anyone reads a score. A practical checklist for feedback people can trust.',
    'https://en.wikipedia.org/wiki/360-degree_feedback',
  ),
  blog(
    'skills-framework',
    'Build a skills framework in an afternoon',
    'Start with the five skills that separate good from great in each role, describe three levels for each and link them to real examples. Perfect can wait for version two.',
    'https://en.wikipedia.org/wiki/Competency_architecture',
  ),
  blog(
    'four-column-task-board',
    'Four columns are all your task board needs',
    'Not started, scheduled, in progress, completed. Why a simple board with a work-in-progress limit beats an elaborate workflow nobody keeps up to date.',
    'https://en.wikipedia.org/wiki/Kanban_board',
  ),
  blog(
    'planning-time-off',
    'Planning time off without the chaos',
    'Visible balances, a shared team calendar and a simple rule for overlapping requests: how to make sure people actually rest and the work still gets done.',
    'https://en.wikipedia.org/wiki/Annual_leave',
  ),
  blog(
    'first-90-days',
    'The first 90 days of a new hire',
    'A buddy on day one, a first win in week two and clear goals by day thirty. What the best onboarding programmes have in common, and how to measure yours.',
    'https://en.wikipedia.org/wiki/Onboarding',
  ),
  blog(
    'engagement-surveys',
    'Engagement surveys that lead to action',
    'Ask fewer questions, share the results within a week and commit to one visible change per team. Otherwise the next survey measures only disappointment.',
    'https://en.wikipedia.org/wiki/Employee_engagement',
  ),
];
