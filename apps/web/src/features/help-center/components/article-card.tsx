import { ArrowUpRight, UserRound } from 'lucide-react';
import type { HelpArticle } from '../articles';

export function ArticleCard({ article }: { article: HelpArticle }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-brand-900">{article.title}</h2>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{article.description}</p>
      <p className="mt-4 flex items-center gap-2 text-sm text-slate-500">
        <UserRound aria-hidden="true" className="size-4" />
        By {article.author}
      </p>
      <a
        href={article.url}
        target="_blank"
        rel="noreferrer"
        className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
      >
        Read more
        {/* Every card has a "Read more" link: the hidden part tells screen-reader users which one, and where it opens. */}
        <span className="sr-only">: {article.title} (opens in a new tab)</span>
        <ArrowUpRight aria-hidden="true" className="size-4" />
      </a>
    </article>
  );
}
