import type { EbookSeries } from '@topgear/shared/ebooks';
import type { ebooks } from '../schema';

type NewEbook = Omit<typeof ebooks.$inferInsert, 'id' | 'createdAt'>;

const ebook = (series: EbookSeries, slug: string, name: string, description: string): NewEbook => ({
  series,
  name,
  description,
  image: `/media/ebooks/${slug}.svg`,
  pdf: `/media/ebooks/${slug}.pdf`,
});

/** In reading order: each series lists its books in the order they were added. */
export const demoEbooks: NewEbook[] = [
  ebook(
    'free',
    'performance-review-playbook',
    'The Performance Review Playbook',
    'Prepare, run and follow up on reviews that people find fair: templates, question banks and a calibration checklist.',
  ),
  ebook(
    'free',
    'okr-field-guide',
    'The OKR Field Guide',
    'Write objectives that inspire and key results you can measure, with worked examples from product, sales and HR teams.',
  ),
  ebook(
    'free',
    'new-manager-handbook',
    'The New Manager Handbook',
    'Your first ninety days leading a team: one-on-ones, delegation, feedback and the conversations nobody prepares you for.',
  ),
  ebook(
    'free',
    'remote-team-guide',
    'Leading Remote Teams',
    'Rituals, tools and written habits that keep distributed teams aligned, connected and productive across time zones.',
  ),
  ebook(
    'free',
    'people-metrics-primer',
    'People Metrics Primer',
    'Turnover, engagement, time to productivity and more: which numbers to track, how to read them and what to do next.',
  ),
  ebook(
    'free',
    'culture-by-design',
    'Culture by Design',
    'Values only matter when they shape decisions. How to write them down, hire for them and recognise them every week.',
  ),
  ebook(
    'iterate-faster',
    'iterate-faster-planning',
    'Iterate Faster: Planning in Small Batches',
    'Volume 1. Cut big plans into slices you can finish in a week, and learn from each before committing to the next.',
  ),
  ebook(
    'iterate-faster',
    'iterate-faster-feedback-loops',
    'Iterate Faster: Tight Feedback Loops',
    'Volume 2. Shorten the time between doing the work and hearing how it landed, from code review to customer calls.',
  ),
  ebook(
    'iterate-faster',
    'iterate-faster-shipping',
    'Iterate Faster: Shipping Every Week',
    'Volume 3. The habits, checklists and safety nets that let a team release something useful every single week.',
  ),
  ebook(
    'iterate-faster',
    'iterate-faster-retrospectives',
    'Iterate Faster: Retrospectives That Change Things',
    'Volume 4. Run retrospectives that end with one owned action, and check at the next one whether it worked.',
  ),
  ebook(
    'iterate-faster',
    'iterate-faster-experiments',
    'Iterate Faster: Designing Experiments',
    'Volume 5. State a hypothesis, pick a measure and decide in advance what result would change your mind.',
  ),
  ebook(
    'iterate-faster',
    'iterate-faster-scaling',
    'Iterate Faster: Scaling Without Slowing',
    'Volume 6. Keep the speed of a small team as you grow: team boundaries, decision rights and lightweight planning.',
  ),
];
