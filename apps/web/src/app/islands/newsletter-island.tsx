import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';

/** The home page's sign-up form, in the tone of its brand-900 band. */
export const NewsletterIsland = () => <NewsletterForm tone="dark" />;
