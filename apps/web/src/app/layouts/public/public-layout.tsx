import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { Footer } from './footer';
import { TopNav } from './top-nav';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <TopNav />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
