import type { FormPost } from '@topgear/shared/page-render';

/** The message form posted without the page's code; the page then shows the server's thanks. */
export const contactFormPost = { name: 'contact', endpoint: '/contact-messages' } satisfies FormPost;
