import { paths } from '../config/paths';
import type { Page } from './page';

/**
 * A page of the public site, as every part of the site reads it: the router mounts it, the server
 * renders it (and keeps it until the content it read changes), the sitemap lists it, and the browser
 * checks (accessibility, a phone's width, hydration) open it. Its module declares the rest: its
 * component, meta and data (`app/page.ts`).
 */
export interface PublicPage {
  path: string;
  /** The page's module, loaded when the page is first visited. */
  module: () => Promise<{ default: Page }>;
  /** Left out of the sitemap: another address of a page, a form behind a link, a confirmation. */
  inSitemap?: false;
  /**
   * Served to visitors as islands (`app/islands`): its only parts that respond are islands (a form
   * near its end, `app/islands/forms.tsx`), or work without code (the navigation's menus, the FAQ's
   * questions, a list's 'Load more').
   */
  islands?: true;
  /**
   * Where the browser checks open it when its path is not the address to check: one with the query
   * it needs, or `false` for an address they skip: another address of a page they open already, or
   * a page that sends visitors to the login page.
   */
  checkAt?: string | false;
}

/** An address of the page that the checks open: its path, with its parameters still to fill in (`:reviewId`). */
export const checkedAddress = (page: PublicPage) => (page.checkAt === undefined ? page.path : page.checkAt);

/** Every public page. The dashboard's pages are drawn in the browser and are not here. */
export const publicPages: readonly PublicPage[] = [
  { path: paths.home.path, islands: true, module: () => import('./routes/home') },
  { path: paths.login.path, islands: true, module: () => import('./routes/login') },
  { path: paths.signUp.path, islands: true, module: () => import('./routes/sign-up') },
  {
    path: paths.forgotPassword.path,
    inSitemap: false,
    islands: true,
    module: () => import('./routes/forgot-password'),
  },
  {
    path: paths.resetPassword.path,
    inSitemap: false,
    islands: true,
    // An unknown link: the page says so. A live link needs a registration and its mail.
    checkAt: `${paths.resetPassword.path}?token=NoSuchLink`,
    module: () => import('./routes/reset-password'),
  },
  { path: paths.terms.path, islands: true, module: () => import('./routes/terms') },
  { path: paths.privacyPolicy.path, islands: true, module: () => import('./routes/privacy-policy') },
  { path: paths.faq.path, islands: true, module: () => import('./routes/faq') },
  { path: paths.helpCenter.path, islands: true, module: () => import('./routes/help-center') },
  { path: paths.team.path, islands: true, module: () => import('./routes/team') },
  {
    path: paths.teamMembers.path,
    inSitemap: false,
    islands: true,
    checkAt: false,
    module: () => import('./routes/team'),
  },
  { path: paths.contact.path, islands: true, module: () => import('./routes/contact') },
  { path: paths.pricing.path, islands: true, module: () => import('./routes/pricing') },
  { path: paths.aboutUs.path, islands: true, module: () => import('./routes/about-us') },
  { path: paths.blogs.path, islands: true, module: () => import('./routes/blogs') },
  { path: paths.blog.path, inSitemap: false, islands: true, checkAt: false, module: () => import('./routes/blogs') },
  { path: paths.ebook.path, islands: true, module: () => import('./routes/ebooks') },
  { path: paths.course.path, islands: true, module: () => import('./routes/courses') },
  { path: paths.praise.path, islands: true, module: () => import('./routes/praise') },
  { path: paths.caseStudy.path, islands: true, module: () => import('./routes/case-study') },
  { path: paths.review.path, islands: true, module: () => import('./routes/review-detail') },
  { path: paths.schedule.path, module: () => import('./routes/schedule') },
  {
    path: paths.scheduleSubmit.path,
    inSitemap: false,
    islands: true,
    module: () => import('./routes/schedule-submit'),
  },
  { path: paths.addBlogs.path, inSitemap: false, checkAt: false, module: () => import('./routes/add-blogs') },
  {
    path: paths.manageUsersEmergencyContact.path,
    inSitemap: false,
    checkAt: false,
    module: () => import('./routes/manage-users-emergency-contact'),
  },
  {
    path: paths.confirmEmail.path,
    inSitemap: false,
    islands: true,
    checkAt: `${paths.confirmEmail.path}?token=abc123`,
    module: () => import('./routes/confirm-email'),
  },
  {
    path: paths.twoFactorSetup.path,
    inSitemap: false,
    checkAt: false,
    module: () => import('./routes/two-factor-setup'),
  },
  { path: '*', inSitemap: false, islands: true, checkAt: '/no-such-page', module: () => import('./routes/not-found') },
];
