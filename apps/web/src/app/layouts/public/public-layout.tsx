import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer';
import { TopNav } from './top-nav';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopNav />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
