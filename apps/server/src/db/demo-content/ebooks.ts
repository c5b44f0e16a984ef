import type { EbookSeries } from '@topgear/shared/ebooks';
import type { ebooks } from '../schema';

type NewEbook = Omit<typeof ebooks.$inferInsert, 'id' | 'createdAt'>;

interface CatalogueEntry {
  slug: string;
  series: EbookSeries;
  name: string;
  description: string;
}

/**
 * Every ebook, in reading order: each series lists its books in the order they were added.
 * scripts/generate-ebook-pdfs.ts reads this list too (with the book texts, which stay out of the
 * server bundle), so a title changed here changes both the seeded row and the PDF's title page.
 */
export const ebookCatalogue = [
  {
    slug: 'performance-review-playbook',
    series: 'free',
    name: 'The Performance Review Playbook',
    description:
      'Prepare, run and follow up on reviews that people find fair: templates, question banks and a calibration checklist.',
  },
  {
    slug: 'okr-field-guide',
    series: 'free',
    name: 'The OKR Field Guide',
    description:
      'Write objectives that inspire and key results you can measure, with worked examples from product, sales and HR teams.',
  },
  {
    slug: 'new-manager-handbook',
    series: 'free',
    name: 'The New Manager Handbook',
    description:
      'Your first ninety days leading a team: one-on-ones, delegation, feedback and the conversations nobody prepares you for.',
  },
  {
    slug: 'remote-team-guide',
    series: 'free',
    name: 'Leading Remote Teams',
    description:
      'Rituals, tools and written habits that keep distributed teams aligned, connected and productive across time zones.',
  },
  {
    slug: 'people-metrics-primer',
    series: 'free',
    name: 'People Metrics Primer',
    description:
      'Turnover, engagement, time to productivity and more: which numbers to track, how to read them and what to do next.',
  },
  {
    slug: 'culture-by-design',
    series: 'free',
    name: 'Culture by Design',
    description:
      'Values only matter when they shape decisions. How to write them down, hire for them and recognise them every week.',
  },
  {
    slug: 'iterate-faster-planning',
    series: 'iterate-faster',
    name: 'Iterate Faster: Planning in Small Batches',
    description:
      'Volume 1. Cut big plans into slices you can finish in a week, and learn from each before committing to the next.',
  },
  {
    slug: 'iterate-faster-feedback-loops',
    series: 'iterate-faster',
    name: 'Iterate Faster: Tight Feedback Loops',
    description:
      'Volume 2. Shorten the time between doing the work and hearing how it landed, from code review to customer calls.',
  },
  {
    slug: 'iterate-faster-shipping',
    series: 'iterate-faster',
    name: 'Iterate Faster: Shipping Every Week',
    description:
      'Volume 3. The habits, checklists and safety nets that let a team release something useful every single week.',
  },
  {
    slug: 'iterate-faster-retrospectives',
    series: 'iterate-faster',
    name: 'Iterate Faster: Retrospectives That Change Things',
    description:
      'Volume 4. Run retrospectives that end with one owned action, and check at the next one whether it worked.',
  },
  {
    slug: 'iterate-faster-experiments',
    series: 'iterate-faster',
    name: 'Iterate Faster: Designing Experiments',
    description:
      'Volume 5. State a hypothesis, pick a measure and decide in advance what result would change your mind.',
  },
  {
    slug: 'iterate-faster-scaling',
    series: 'iterate-faster',
    name: 'Iterate Faster: Scaling Without Slowing',
    description:
      'Volume 6. Keep the speed of a small team as you grow: team boundaries, decision rights and lightweight planning.',
  },
] as const satisfies readonly CatalogueEntry[];

export type EbookSlug = (typeof ebookCatalogue)[number]['slug'];

/** Where the web app serves a book's cover and PDF, relative to apps/web/public. */
export const ebookFiles = (slug: string) => ({
  image: `/media/ebooks/${slug}.svg`,
  pdf: `/media/ebooks/${slug}.pdf`,
});

export const demoEbooks: NewEbook[] = ebookCatalogue.map(({ slug, ...book }) => ({ ...book, ...ebookFiles(slug) }));
