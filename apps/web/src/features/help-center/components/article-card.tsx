import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import UserRound from 'lucide-react/icons/user-round';
import type { HelpArticle } from '../articles';
import { NewTabLink } from '@/components/ui/new-tab-link';

export function ArticleCard({ article }: { article: HelpArticle }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-brand-900">{article.title}</h2>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{article.description}</p>
      <p className="mt-4 flex items-center gap-2 text-sm text-slate-500">
        <UserRound aria-hidden="true" className="size-4" />
        By {article.author}
      </p>
      <NewTabLink
        href={article.url}
        about={article.title}
        className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
      >
        Read more
        <ArrowUpRight aria-hidden="true" className="size-4" />
      </NewTabLink>
    </article>
  );
}
