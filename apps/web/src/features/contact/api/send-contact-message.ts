import type { ContactMessageInput, contactReceiptSchema } from '@topgear/shared/contact';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

export const sendContactMessage = (message: ContactMessageInput) =>
  api<ContactReceipt>('/contact-messages', { method: 'POST', body: message });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
