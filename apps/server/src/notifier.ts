import type { NotificationKind } from '@topgear/shared/notifications';
import type { Transaction } from './db/client';

export interface NewNotification {
  /** Who is told. */
  userId: string;
  kind: NotificationKind;
  /** What happened, in one sentence. */
  text: string;
  /** The screen of its subject, a path inside the app. */
  link: string;
}

/** Records a notification inside the write's transaction. */
export type Tell = (notification: NewNotification) => Promise<void>;

/**
 * How a feature tells someone that something happened to them; the notifications feature
 * provides it (decision 013).
 */
export interface Notifier {
  /**
   * Runs `write` in one transaction. What it `tell`s is stored in that same transaction and
   * announced to each person's open tabs only after it commits, so nobody hears of a change that
   * was rolled back.
   */
  writeAndTell<Result>(write: (tx: Transaction, tell: Tell) => Promise<Result>): Promise<Result>;
  /**
   * Marks read the person's notifications that lead to `link`: they have just seen that screen's
   * news there (a chat read in the chat), so the bell should not still ring for it.
   */
  seen(userId: string, link: string): Promise<void>;
}
