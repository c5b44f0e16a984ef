import type { Me } from '@topgear/shared/users';
import Plus from 'lucide-react/icons/plus';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useEditInPlace } from '@/components/ui/edit-in-place';
import { NEWS_TEXTS } from '../texts';
import { NewsList } from './news-list';
import { NewsSearch } from './news-search';
import { PostComposer } from './post-composer';

/**
 * 'News Feed': the button that opens the composer (after `actions`), 'Find news', and the posts. The search lives in
 * the address (`?q=`), so a search can be shared, reloaded and left with Back.
 */
export function NewsFeed({ me, actions }: { me: Me; actions?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const search = (words: string) => setParams(words === '' ? {} : { q: words });
  // The composer opens in place of nothing and, closed, gives the focus back to its button.
  const { editing: composing, start, stop, openerRef } = useEditInPlace();
  const composerId = useId();

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">News Feed</h1>
        <div className="flex flex-wrap gap-2">
          {actions}
          <button
            ref={openerRef}
            type="button"
            aria-expanded={composing}
            aria-controls={composing ? composerId : undefined}
            onClick={composing ? stop : start}
            className={buttonClasses('primary')}
          >
            <Plus aria-hidden="true" className="size-4" />
            {NEWS_TEXTS.openComposer}
          </button>
        </div>
      </header>
      {composing && (
        <div id={composerId}>
          <PostComposer
            onCancel={stop}
            onPosted={() => {
              stop();
              // The new post is on top of the feed, which a search might not show.
              search('');
            }}
          />
        </div>
      )}
      <NewsSearch query={q} onSearch={search} />
      <NewsList q={q} me={me} />
    </div>
  );
}
