import { useState } from 'react';
import { TextField } from '@/components/ui/field';
import type { HelpArticle } from '../articles';
import { filterArticles } from '../filter-articles';
import { ArticleCard } from './article-card';
import { NoMatchingArticles } from './no-matching-articles';

function resultSummary(count: number, query: string): string {
  const search = query.trim();
  if (count === 0) return `No articles match “${search}”.`;
  const articles = count === 1 ? 'article' : 'articles';
  return search ? `Showing ${count} ${articles} matching “${search}”.` : `Showing ${count} ${articles}.`;
}

/** A search box that filters the help articles by title as the visitor types. */
export function HelpArticleSearch({ articles }: { articles: readonly HelpArticle[] }) {
  const [query, setQuery] = useState('');
  const matches = filterArticles(articles, query);

  return (
    <div className="space-y-6">
      <div role="search" className="mx-auto max-w-xl">
        <TextField
          label="Search help articles"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Try “demo” or “refunds”"
          autoComplete="off"
        />
      </div>
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
