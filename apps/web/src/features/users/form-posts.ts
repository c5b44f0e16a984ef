import type { FormPost } from '@topgear/shared/page-render';
import { paths } from '@/config/paths';
import { codeStepHref } from './code-step';

/** Signing in without the page's code: to the dashboard, or to the code step for someone with two-factor sign-in on. */
export const signInFormPost = {
  name: 'sign-in',
  endpoint: '/auth/sign-in/email',
  secrets: ['password'],
  next: (answer) =>
    typeof answer === 'object' && answer !== null && 'twoFactorRequired' in answer
      ? codeStepHref('two-factor')
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

/**
 * The code step without the page's code, with the cookie the password step set: the dashboard once
 * the code is right. A code is a credential: never written back into the page.
 */
export const twoFactorCodeFormPost = {
  name: 'two-factor-code',
  endpoint: '/auth/two-factor/verify',
  checkboxes: ['trustDevice'],
  secrets: ['code'],
  next: () => paths.dashboard.home.getHref(),
} satisfies FormPost;

/** The code step with a recovery code instead, without the page's code. */
export const recoveryCodeFormPost = {
  name: 'recovery-code',
  endpoint: '/auth/two-factor/recovery',
  secrets: ['code'],
  next: () => paths.dashboard.home.getHref(),
} satisfies FormPost;
