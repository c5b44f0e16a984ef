import type { FormPost } from '@topgear/shared/page-render';
import { paths } from '@/config/paths';

/** Signing in without the page's code: to the dashboard, or to the code step for someone with two-factor sign-in on. */
export const signInFormPost = {
  name: 'sign-in',
  endpoint: '/auth/sign-in/email',
  secrets: ['password'],
  next: (answer) =>
    typeof answer === 'object' && answer !== null && 'twoFactorRequired' in answer
      ? `${paths.login.getHref()}?step=two-factor`
      : paths.dashboard.home.getHref(),
} satisfies FormPost;

/** Signing up without the page's code: the new account's dashboard. */
export const signUpFormPost = {
  name: 'sign-up',
  endpoint: '/users',
  numbers: ['age'],
  checkboxes: ['acceptTerms'],
  secrets: ['password', 'confirmPassword'],
  next: () => paths.dashboard.home.getHref(),
} satisfies FormPost;
