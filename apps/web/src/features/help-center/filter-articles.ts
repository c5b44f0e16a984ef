import type { HelpArticle } from './articles';

/** The Help Center never shows more cards than this (SPEC §9). */
export const MAX_HELP_ARTICLE_RESULTS = 5;

/** The articles whose title contains the query, ignoring case and surrounding spaces; an empty query matches all. */
export function filterArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const needle = query.trim().toLowerCase();
  return articles.filter((article) => article.title.toLowerCase().includes(needle)).slice(0, MAX_HELP_ARTICLE_RESULTS);
}
