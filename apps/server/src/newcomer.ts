import type { InvitationPlacement } from '@topgear/shared/invitations';
import type { Executor } from './db/client';

/** A person who just joined: their new account, and where the invitation they accepted places them. */
export interface Newcomer {
  id: string;
  email: string;
  placement: InvitationPlacement | undefined;
}

/**
 * Places a newcomer in the organisation, inside the transaction that creates their account,
 * once their profile exists; the people feature does it, for registration and single sign-on.
 */
export type PlaceNewcomer = (tx: Executor, newcomer: Newcomer) => Promise<void>;
