import type { Me } from '@topgear/shared/users';
import { useId } from 'react';
import { PagedList } from '@/components/ui/paged-list';
import { useNews } from '../api/get-news';
import { NEWS_TEXTS } from '../texts';
import { NewsCard } from './news-card';

/** The feed newest first, or the posts matching `q` best first; 'Loading...' until they arrive. */
export function NewsList({ q, me }: { q: string; me: Me }) {
  const news = useNews(q);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="break-words text-lg font-bold text-brand-900">
        {q === '' ? NEWS_TEXTS.latest : NEWS_TEXTS.results(q)}
      </h2>
      <PagedList
        query={news}
        noun="posts"
        loadingText="Loading..."
        align="start"
        empty={q === '' ? NEWS_TEXTS.emptyFeed : NEWS_TEXTS.noMatch(q)}
      >
        {(items) => (
          <ul className="flex flex-col gap-4">
            {items.map((post) => (
              <li key={post.id}>
                <NewsCard post={post} me={me} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
