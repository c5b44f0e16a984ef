import type { FormPost } from '@topgear/shared/page-render';

/** The sign-up form posted without the page's code; the page then shows the subscription's status. */
export const newsletterFormPost = { name: 'newsletter', endpoint: '/newsletter/subscriptions' } satisfies FormPost;
