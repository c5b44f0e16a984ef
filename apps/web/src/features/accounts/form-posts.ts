import type { FormPost } from '@topgear/shared/page-render';

/** Asking for a reset link without the page's code; the page then says where the link went. */
export const forgotPasswordFormPost = {
  name: 'forgot-password',
  endpoint: '/auth/forgot-password',
  keptForAnswer: ['email'],
} satisfies FormPost;

/**
 * Setting a new password without the page's code: the token comes from the link's address, which
 * the form posts to, so the page never holds it. The page then says the password is changed.
 */
export const resetPasswordFormPost = {
  name: 'reset-password',
  endpoint: '/auth/reset-password',
  fromAddress: ['token'],
  secrets: ['password', 'confirmPassword'],
} satisfies FormPost;

/**
 * Confirming a new email without the page's code: the token comes from the link's address, which the
 * form posts to. The page then says what the email now is.
 */
export const confirmEmailFormPost = {
  name: 'confirm-email',
  endpoint: '/account/email/confirm',
  fromAddress: ['token'],
} satisfies FormPost;
