import type { SubscriptionInput, SubscriptionResult } from '@topgear/shared/newsletter';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Resolves for a new subscription and for an email that was already subscribed alike. */
export const subscribeToNewsletter = (subscription: SubscriptionInput) =>
  api<SubscriptionResult>('/newsletter/subscriptions', { method: 'POST', body: subscription });

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
