import { z } from 'zod';
import { instantSchema } from './dates';
import { pageSchema } from './pagination';

/** What a notification is about; each kind links to its subject's screen. */
export const NOTIFICATION_KINDS = [
  'goal-feedback',
  'leave-feedback',
  'leave-requested',
  'leave-approved',
  'leave-rejected',
  'news-comment',
  'news-reaction',
  'chat-reply',
  'review-shared',
  'review-acknowledged',
  'review-reminder',
  'review-rating-changed',
  'meeting-reminder',
  'praise-received',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string(),
  /** A path inside the app: the screen of what the notification is about. */
  link: z.string(),
  readAt: instantSchema.nullable(),
  createdAt: instantSchema,
});
/** A notification as a client receives it. */
export type Notification = z.input<typeof notificationSchema>;

export const notificationPageSchema = pageSchema(notificationSchema);

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/**
 * The Socket.IO event a person's open tabs receive whenever their unread count changes (a new
 * notification, or one read in another tab), with an `UnreadCount`.
 */
export const UNREAD_COUNT_EVENT = 'notifications:unread';

export const NOTIFICATION_MESSAGES = {
  notFound: 'We could not find this notification.',
} as const;
