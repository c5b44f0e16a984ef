import type { SessionUser } from './plugins/auth';

/** Who looks at a person's details: their roles decide what they read. */
export type Viewer = Pick<SessionUser, 'id' | 'isAdmin'>;

/**
 * Resolves when `viewer` may read `personId`'s private details (goals, days off); otherwise
 * throws the 404 of a missing person, so a page reveals nothing about whom it may be hiding. The
 * people feature decides; the features that own the details ask it through this.
 */
export type RequirePrivateAccess = (viewer: Viewer, personId: string) => Promise<void>;
