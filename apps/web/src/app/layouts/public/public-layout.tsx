import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { useMe } from '@/features/users/api/get-me';
import { PageSearch } from '@/app/islands/page-search';
import { PageHead } from '../page-head';
import { Footer } from './footer';
import { TopNav } from './top-nav';

/**
 * The page and the footer are Suspense boundaries, though nothing in them waits: React hydrates
 * each boundary of a rendered page on its own, so taking over the page is three short tasks (the
 * navigation first, then the page, then the footer) instead of one long one.
 */
export function PublicLayout() {
  const { data: me } = useMe();
  const { search } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <PageHead />
      <SkipLink />
      <TopNav me={me} />
      <main id="main" className="flex-1">
        <Suspense>
          <PageSearch value={search}>
            <Outlet />
          </PageSearch>
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
