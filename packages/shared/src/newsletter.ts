import { z } from 'zod';
import { emailSchema } from './users';

export const subscriptionSchema = z.object({ email: emailSchema });
export type SubscriptionInput = z.input<typeof subscriptionSchema>;

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thanks for subscribing! Our next newsletter is on its way to your inbox.',
  alreadySubscribed: 'You are already subscribed with this email. Thanks for staying with us!',
} as const;

export const subscriptionResultSchema = z.object({
  status: z.enum(['subscribed', 'already-subscribed']),
  message: z.string(),
});
export type SubscriptionResult = z.infer<typeof subscriptionResultSchema>;
