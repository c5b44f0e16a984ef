import type { NotificationKind } from '@topgear/shared/notifications';
import type { Executor } from './db/client';

export interface NewNotification {
  /** Who is told. */
  userId: string;
  kind: NotificationKind;
  /** What happened, in one sentence. */
  text: string;
  /** The screen of its subject, a path inside the app. */
  link: string;
}

/**
 * How a feature tells someone that something happened to them; the notifications feature
 * provides it. Inside a transaction, `record` with that transaction and `announce` after it
 * commits, so nobody hears of something rolled back; `notify` does both for a single write.
 */
export interface Notifier {
  record(tx: Executor, notification: NewNotification): Promise<unknown>;
  announce(userId: string): Promise<void>;
  notify(notification: NewNotification): Promise<void>;
}
