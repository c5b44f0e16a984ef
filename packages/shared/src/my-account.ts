/**
 * My account (`/dashboard/profile`): what a signed-in person changes about themselves — their
 * profile, password and email — and the sessions they can see and end. Every field follows the
 * registration rule of the same name: the schemas are registration's own.
 */
import { z } from 'zod';
import { instantSchema } from './dates';
import { PASSWORD_MAX_LENGTH } from './registration';
import { confirmationOf, emailSchema, registrationSchema } from './users';

export const MY_ACCOUNT_MESSAGES = {
  profileNotFound: 'We could not find your profile.',
  currentPasswordRequired: 'Please enter your current password',
  wrongCurrentPassword: 'Your current password is not correct',
  tooManyPasswordAttempts: 'Too many wrong passwords. Please wait a few minutes and try again.',
  sameEmail: 'This is already your email',
  linkInvalid: 'This link has expired or has already been used. Ask for a new one on My account.',
  emailTaken: 'Another account uses this email now, so your email was not changed.',
  sessionNotFound: 'We could not find this session. It may have ended already.',
  invalidSessionId: 'This is not a session of yours',
} as const;

const { firstName, lastName, address, phone } = registrationSchema.shape;

/**
 * PATCH /api/account/profile: any of these fields; those left out stay as they are. The job title
 * is not among them: administrators set it on the person's page.
 */
export const profileUpdateSchema = z.object({ firstName, lastName, phone, address }).partial();
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/**
 * A person's profile as My account shows it. The administrator created at start-up has only a
 * first name until they fill the rest in, hence the nulls.
 */
export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string().nullable(),
  /** `users.name`, kept in step with the first and last name. */
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** The job title, chosen at registration and then set by administrators: a label, not a permission. */
  jobRole: z.string().nullable(),
});
export type Profile = z.input<typeof profileSchema>;

export const currentPasswordSchema = z
  .string({ error: MY_ACCOUNT_MESSAGES.currentPasswordRequired })
  .min(1, MY_ACCOUNT_MESSAGES.currentPasswordRequired)
  .max(PASSWORD_MAX_LENGTH, MY_ACCOUNT_MESSAGES.wrongCurrentPassword);

/** POST /api/account/password: the new password follows the registration rules. */
export const passwordChangeSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: registrationSchema.shape.password,
    confirmPassword: registrationSchema.shape.confirmPassword,
  })
  .refine((form) => form.newPassword === form.confirmPassword, confirmationOf('newPassword'));
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** POST /api/account/email: the new address, confirmed later by a link mailed to it. */
export const emailChangeSchema = z.object({ newEmail: emailSchema, currentPassword: currentPasswordSchema });
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

/** The answer to an email change request: where the confirmation link went. */
export const emailChangeRequestedSchema = z.object({ newEmail: z.string() });

/** POST /api/account/email/confirm: the token of the mailed link (letters and digits). */
export const emailChangeConfirmationSchema = z.object({
  token: z
    .string({ error: MY_ACCOUNT_MESSAGES.linkInvalid })
    .regex(/^[A-Za-z0-9]{1,128}$/, MY_ACCOUNT_MESSAGES.linkInvalid),
});

/** The answer to a confirmed link: the account's email from now on. */
export const emailChangedSchema = z.object({ email: z.string() });
export type EmailChanged = z.infer<typeof emailChangedSchema>;

/** One of my sessions: a browser or app signed in as me, named by the session's id (never its token). */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** The session of the request that asked: this device. */
  current: z.boolean(),
  /** e.g. 'Chrome 126', from the user agent; null when it names none. */
  browser: z.string().nullable(),
  /** e.g. 'Windows 10', 'iOS 17.5'; null when the user agent names none. */
  system: z.string().nullable(),
  ipAddress: z.string().nullable(),
  signedInAt: instantSchema,
  lastActiveAt: instantSchema,
});
export type AccountSession = z.input<typeof accountSessionSchema>;

export const accountSessionListSchema = z.array(accountSessionSchema);

/** `/api/account/sessions/:id`: Better Auth's ids are letters, digits, `_` and `-`. */
export const accountSessionParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, MY_ACCOUNT_MESSAGES.invalidSessionId),
});
