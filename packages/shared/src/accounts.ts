import { z } from 'zod';
import { PASSWORD_RESET_MESSAGES } from './password-reset';
import { REGISTRATION_MESSAGES } from './registration';
import { confirmationOf, registrationSchema, signInSchema } from './users';

/*
 * The accounts feature's schemas: what people do with their own login. Each part of the feature
 * keeps its schemas in a block of its own below.
 */

// ── Password reset: forgot password, the reset link, an administrator's "send reset link" ──

/** POST /api/auth/forgot-password: where to send a reset link; the address as sign-in takes it. */
export const passwordResetRequestSchema = signInSchema.pick({ email: true });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The token of a reset link: what Better Auth generates (letters and digits), with room to spare. */
const resetTokenSchema = z
  .string({ error: PASSWORD_RESET_MESSAGES.linkExpired })
  .min(1, PASSWORD_RESET_MESSAGES.linkExpired)
  .max(128, PASSWORD_RESET_MESSAGES.linkExpired)
  .regex(/^[A-Za-z0-9_-]+$/, PASSWORD_RESET_MESSAGES.linkExpired);

/** POST /api/auth/reset-password/check: whether a link still works, before anyone types a password. */
export const resetLinkSchema = z.object({ token: resetTokenSchema });

/**
 * Its answer. A dead link is an answer, not a failure: a 4xx here would be logged by every browser
 * as a failed load on a page that is working as it should.
 */
export const resetLinkStateSchema = z.object({ usable: z.boolean() });
export type ResetLinkState = z.infer<typeof resetLinkStateSchema>;

/** POST /api/auth/reset-password: the link's token and the new password, twice. */
export const passwordResetSchema = z
  .object({
    token: resetTokenSchema,
    password: registrationSchema.shape.password,
    confirmPassword: z.string({ error: REGISTRATION_MESSAGES.passwordMismatch }),
  })
  .refine((form) => form.password === form.confirmPassword, confirmationOf('password'));
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** What the reset routes answer once they have done their part. */
export const passwordResetAnswerSchema = z.object({ message: z.string() });
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswerSchema>;
