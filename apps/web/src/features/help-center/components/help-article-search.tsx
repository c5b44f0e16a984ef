import { useEffect, useRef, useState } from 'react';
import { TextField } from '@/components/ui/field';
import type { HelpArticle } from '../articles';
import { filterArticles } from '../filter-articles';
import { ArticleCard } from './article-card';
import { NoMatchingArticles } from './no-matching-articles';

/** The address's parameter the search sends without code (`?q=demo`), which the page starts from. */
export const HELP_SEARCH_PARAM = 'q';

function resultSummary(count: number, query: string): string {
  const search = query.trim();
  if (count === 0) return `No articles match “${search}”.`;
  const articles = count === 1 ? 'article' : 'articles';
  return search ? `Showing ${count} ${articles} matching “${search}”.` : `Showing ${count} ${articles}.`;
}

/**
 * A search box that filters the help articles by title as the visitor types. Without the page's
 * code it is a form that asks the server for the page with the search (`initialQuery`). The box
 * keeps its own value, so what was typed before the code arrived is what the list is filtered by.
 */
export function HelpArticleSearch({
  articles,
  initialQuery,
}: {
  articles: readonly HelpArticle[];
  initialQuery: string;
}) {
  const [query, setQuery] = useState(initialQuery);
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) setQuery(box.current.value);
  }, []);
  const matches = filterArticles(articles, query);

  return (
    <div className="space-y-6">
      <form role="search" className="mx-auto max-w-xl" onSubmit={(event) => event.preventDefault()}>
        <TextField
          ref={box}
          label="Search help articles"
          type="search"
          name={HELP_SEARCH_PARAM}
          defaultValue={initialQuery}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Try “demo” or “refunds”"
          autoComplete="off"
        />
      </form>
      <p aria-live="polite" className="text-center text-sm font-medium text-slate-600">
        {resultSummary(matches.length, query)}
      </p>
      {matches.length > 0 ? (
        <ul aria-label="Help articles" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {matches.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : (
        <NoMatchingArticles />
      )}
    </div>
  );
}
