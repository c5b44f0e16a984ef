import { z } from 'zod';
import { requiredText } from './text';
import { emailSchema } from './users';

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const contactMessageSchema = z.object({
  name: requiredText('name', { required: 'Please enter your name', max: 100 }),
  email: emailSchema,
  subject: requiredText('subject', { required: 'Please enter a subject', max: 200 }),
  message: requiredText('message', {
    required: 'Please write your message',
    max: CONTACT_MESSAGE_MAX_LENGTH,
    multiline: true,
  }),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const CONTACT_MESSAGES = {
  thanks: 'Thank You Sir For Your Response!!',
} as const;

export const contactReceiptSchema = z.object({ id: z.string(), message: z.string() });
