import { NEWSLETTER_MESSAGES, type SubscriptionResult } from '@topgear/shared/newsletter';
import type { Database } from '../../db/client';
import { insertSubscription } from './repository';

export function createNewsletterService({ db }: { db: Database }) {
  return {
    /** A repeated address is welcomed, not refused. */
    async subscribe(email: string): Promise<SubscriptionResult> {
      return (await insertSubscription(db, email))
        ? { status: 'subscribed', message: NEWSLETTER_MESSAGES.subscribed }
        : { status: 'already-subscribed', message: NEWSLETTER_MESSAGES.alreadySubscribed };
    },
  };
}
