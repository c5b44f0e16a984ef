import type { FormPost } from '@topgear/shared/page-render';

/** Asking for a reset link without the page's code; the page then says where the link went. */
export const forgotPasswordFormPost = {
  name: 'forgot-password',
  endpoint: '/auth/forgot-password',
  keptForAnswer: ['email'],
} satisfies FormPost;
