import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PublicLayout } from './layouts/public/public-layout';
import { RouteError } from './route-error';

/** Every page loads its code when first visited; the dashboard's code never loads on public pages. */
export function createRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { index: true, lazy: () => import('./routes/home') },
            { path: 'login', lazy: () => import('./routes/login') },
            { path: 'signUp', lazy: () => import('./routes/sign-up') },
            { path: 'terms', lazy: () => import('./routes/terms') },
            { path: 'privacy-policy', lazy: () => import('./routes/privacy-policy') },
            { path: 'faq', lazy: () => import('./routes/faq') },
            { path: 'helpCenter', lazy: () => import('./routes/help-center') },
            { path: 'team', lazy: () => import('./routes/team') },
            { path: 'team-members', lazy: () => import('./routes/team') },
            { path: 'contact', lazy: () => import('./routes/contact') },
            { path: 'pricing', lazy: () => import('./routes/pricing') },
            { path: 'aboutUs', lazy: () => import('./routes/about-us') },
            { path: 'blogs', lazy: () => import('./routes/blogs') },
            { path: 'blog', lazy: () => import('./routes/blogs') },
            { path: 'ebook', lazy: () => import('./routes/ebooks') },
            { path: 'course', lazy: () => import('./routes/courses') },
            { path: 'praise', lazy: () => import('./routes/praise') },
            { path: 'full-case-study', lazy: () => import('./routes/case-study') },
            { path: 'reviews/:reviewsId', lazy: () => import('./routes/review-detail') },
            { path: 'schedule', lazy: () => import('./routes/schedule') },
            { path: 'scheduleSubmit', lazy: () => import('./routes/schedule-submit') },
            { path: '*', lazy: () => import('./routes/not-found') },
          ],
        },
        {
          path: 'dashboard',
          lazy: () => import('./routes/dashboard/layout'),
          children: [
            { index: true, element: <Navigate to="home" replace /> },
            { path: 'home', lazy: () => import('./routes/dashboard/home') },
            { path: '*', lazy: () => import('./routes/not-found') },
          ],
        },
      ],
    },
  ]);
}
