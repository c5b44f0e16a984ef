import type { ComponentType } from 'react';
import { CountdownSection } from '@/features/home/components/countdown-section';
import { contactForm, newsletterForm } from './forms';

type IslandDefinition =
  /** Hydrated as soon as the page's code runs. */
  | { Component: ComponentType }
  /**
   * A form (a form near a page's end, `forms.tsx`; the help centre's search), which works without
   * code: its code loads, and it hydrates, when the visitor first reaches for it, with what the app
   * would give it (`asFormIsland`).
   */
  | { loadWhenTouched: () => Promise<ComponentType> };

/**
 * The parts of a page that respond to a visitor, each hydrated as a root of its own, so that the
 * home page's first load carries React and these parts only: no router, no query client, no code
 * for what only shows (decision 030). The server renders them the same way (`RenderedIslands`).
 */
export const islands = {
  countdown: { Component: CountdownSection },
  newsletter: { loadWhenTouched: newsletterForm.load },
  contact: { loadWhenTouched: contactForm.load },
  forgotPassword: {
    loadWhenTouched: () => import('./forgot-password-island').then((module) => module.ForgotPasswordIsland),
  },
  helpSearch: { loadWhenTouched: () => import('./help-search-island').then((module) => module.HelpSearchIsland) },
} satisfies Record<string, IslandDefinition>;

export type IslandName = keyof typeof islands;

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(islands, name);

/** Ids from `useId` in the server's render and the browser's match per island, and differ between islands. */
export const islandIdPrefix = (name: IslandName) => `${name}-`;
