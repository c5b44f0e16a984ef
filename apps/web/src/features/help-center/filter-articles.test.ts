import { describe, expect, it } from 'vitest';
import { type HelpArticle, helpArticles } from './articles';
import { filterArticles, MAX_HELP_ARTICLE_RESULTS } from './filter-articles';

const article = (id: string, title: string): HelpArticle => ({
  id,
  title,
  description: `About ${title}`,
  author: 'Nusrat Jahan',
  url: '/faq',
});

const articles = [
  article('demo', 'Booking a live demo'),
  article('plans', 'Choosing a plan'),
  article('licences', 'Licences explained'),
  article('sign-in', 'Signing in'),
  article('refunds', 'Refunds and billing'),
  article('ebooks', 'Free e-books'),
  article('courses', 'Free courses'),
];

const titlesFor = (query: string) => filterArticles(articles, query).map((match) => match.title);

describe('filterArticles (SPEC §5 help search)', () => {
  it('matches titles whatever the case of the query or the title', () => {
    expect(titlesFor('demo')).toEqual(['Booking a live demo']);
    expect(titlesFor('DEMO')).toEqual(['Booking a live demo']);
    expect(titlesFor('fReE')).toEqual(['Free e-books', 'Free courses']);
  });

  it('ignores spaces around the query but keeps the ones inside it', () => {
    expect(titlesFor('  signing in  ')).toEqual(['Signing in']);
    expect(titlesFor('free courses')).toEqual(['Free courses']);
  });

  it('searches titles only, not descriptions or authors', () => {
    expect(titlesFor('About')).toEqual([]);
    expect(titlesFor('Nusrat')).toEqual([]);
  });

  it('returns nothing when no title matches', () => {
    expect(titlesFor('payroll')).toEqual([]);
  });

  it('restores the full list, capped, for an empty or blank query', () => {
    const firstArticles = articles.slice(0, MAX_HELP_ARTICLE_RESULTS).map((match) => match.title);
    expect(titlesFor('')).toEqual(firstArticles);
    expect(titlesFor('   ')).toEqual(firstArticles);
  });

  it('returns the first five matches when more articles match', () => {
    const guides = Array.from({ length: 8 }, (_, index) => article(`guide-${index}`, `Guide ${index + 1}`));
    expect(MAX_HELP_ARTICLE_RESULTS).toBe(5);
    expect(filterArticles(guides, 'guide').map((match) => match.title)).toEqual([
      'Guide 1',
      'Guide 2',
      'Guide 3',
      'Guide 4',
      'Guide 5',
    ]);
  });

  it('keeps the order of the source list', () => {
    expect(titlesFor('ing')).toEqual(['Booking a live demo', 'Choosing a plan', 'Signing in', 'Refunds and billing']);
  });
});

describe('the help articles', () => {
  it('offer at least ten articles, each with a unique id and a link to a page of our own site', () => {
    expect(helpArticles.length).toBeGreaterThanOrEqual(10);
    expect(new Set(helpArticles.map((entry) => entry.id)).size).toBe(helpArticles.length);
    for (const entry of helpArticles) expect(entry.url).toMatch(/^\/[A-Za-z-]+$/);
  });
});
