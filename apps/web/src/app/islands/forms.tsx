import type { ComponentType, ReactNode } from 'react';
import { ContactFormSkeleton } from '@/features/contact/components/contact-form-skeleton';
import { NewsletterFormSkeleton } from '@/features/newsletter/components/newsletter-form-skeleton';
import { lazyNearViewport } from '@/lib/lazy-near-viewport';
import { Island } from './island';
import type { IslandName } from './registry';

/**
 * A form near a page's end, declared once for both ways a page reaches the browser. `InPage` is
 * what a page renders: inside the app, a part whose code loads when a visitor comes near it
 * (decision 023); on a page served as islands, the server's render of the same part, which works
 * without code (decision 046) and which `islands.tsx` loads with `load` and hydrates as an island
 * when the visitor first reaches for it (decision 049).
 */
function formNearTheEnd(name: IslandName, load: () => Promise<ComponentType>, fallback: ReactNode) {
  const InApp = lazyNearViewport(load, fallback);
  return {
    load,
    InPage: () => (
      <Island name={name} starts="touched">
        <InApp />
      </Island>
    ),
  };
}

/** The home page's sign-up band. */
export const newsletterForm = formNearTheEnd(
  'newsletter',
  () => import('./newsletter-island').then((module) => module.NewsletterIsland),
  <NewsletterFormSkeleton />,
);

/** The message form that closes Contact, Pricing and About us; with its rules, most of those pages' code. */
export const contactForm = formNearTheEnd(
  'contact',
  () => import('@/features/contact/components/contact-form').then((module) => module.ContactForm),
  <ContactFormSkeleton />,
);
