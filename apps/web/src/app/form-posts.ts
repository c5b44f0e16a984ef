import type { FormPost } from '@topgear/shared/page-render';
import { confirmEmailFormPost, forgotPasswordFormPost, resetPasswordFormPost } from '@/features/accounts/form-posts';
import { contactFormPost } from '@/features/contact/form-post';
import { demoBookingFormPost } from '@/features/demo/form-post';
import { newsletterFormPost } from '@/features/newsletter/form-post';
import {
  recoveryCodeFormPost,
  signInFormPost,
  signUpFormPost,
  twoFactorCodeFormPost,
} from '@/features/users/form-posts';

/** Every public form that works before, or without, the page's code, by name: the server handles their posts. */
export const formPosts: Readonly<Record<string, FormPost>> = Object.fromEntries(
  [
    newsletterFormPost,
    contactFormPost,
    demoBookingFormPost,
    signInFormPost,
    signUpFormPost,
    twoFactorCodeFormPost,
    recoveryCodeFormPost,
    forgotPasswordFormPost,
    resetPasswordFormPost,
    confirmEmailFormPost,
  ].map((post) => [post.name, post]),
);
