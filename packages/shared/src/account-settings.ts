import { z } from 'zod';
import { SIGN_UP_MODES } from './sign-up';

/**
 * The company's account settings, which administrators change on the Sign-in settings screen. The
 * place for every setting of who may join and how people sign in.
 */
export const accountSettingsSchema = z.object({
  signUpMode: z.enum(SIGN_UP_MODES, { error: 'Choose who may sign up' }),
  /** Admins and managers must turn on two-factor sign-in before they can use anything else. */
  requireTwoFactorForStaff: z.boolean({ error: 'Choose whether admins and managers need two-factor sign-in' }),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** PATCH /api/account-settings: the settings to change; those left out stay as they are. */
export const accountSettingsChangeSchema = accountSettingsSchema.partial();
export type AccountSettingsChange = z.infer<typeof accountSettingsChangeSchema>;

/** GET /api/sign-up-mode: what the sign-up page needs to know, for anyone. */
export const signUpModeSchema = z.object({ mode: z.enum(SIGN_UP_MODES) });
export type SignUpModeAnswer = z.infer<typeof signUpModeSchema>;
