import type { ComponentType } from 'react';
import { CountdownSection } from '@/features/home/components/countdown-section';
import { contactForm, newsletterForm } from './forms';

type IslandDefinition =
  /** Hydrated as soon as the page's code runs. */
  | { Component: ComponentType }
  /**
   * A form (a form near a page's end, `forms.tsx`; the help centre's search; a page's one form),
   * which works without code: its code loads, and it hydrates with what the app would give it
   * (`asFormIsland`), when the visitor first reaches for it, or, where the page must check something
   * first (a mailed link), when it is near (`Island`'s `starts`).
   */
  | { load: () => Promise<ComponentType> };

/**
 * The parts of a page that respond to a visitor, each hydrated as a root of its own, so that the
 * home page's first load carries React and these parts only: no router, no query client, no code
 * for what only shows (decision 030). The server renders them the same way (`RenderedIslands`).
 */
export const islands = {
  countdown: { Component: CountdownSection },
  newsletter: { load: newsletterForm.load },
  contact: { load: contactForm.load },
  forgotPassword: {
    load: () => import('./forgot-password-island').then((module) => module.ForgotPasswordIsland),
  },
  resetPassword: {
    load: () => import('./reset-password-island').then((module) => module.ResetPasswordIsland),
  },
  deadResetLink: {
    load: () => import('@/features/accounts/components/dead-reset-link').then((module) => module.DeadResetLink),
  },
  confirmEmail: {
    load: () => import('./confirm-email-island').then((module) => module.ConfirmEmailIsland),
  },
  login: { load: () => import('./login-island').then((module) => module.LoginIsland) },
  signUp: { load: () => import('./sign-up-island').then((module) => module.SignUpIsland) },
  schedule: { load: () => import('./schedule-island').then((module) => module.ScheduleIsland) },
  helpSearch: { load: () => import('./help-search-island').then((module) => module.HelpSearchIsland) },
} satisfies Record<string, IslandDefinition>;

export type IslandName = keyof typeof islands;

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(islands, name);

/** Ids from `useId` in the server's render and the browser's match per island, and differ between islands. */
export const islandIdPrefix = (name: IslandName) => `${name}-`;
