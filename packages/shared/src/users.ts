import { z } from 'zod';
import { instantSchema } from './dates';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email';
import { invitationTokenSchema } from './invitations';
import { pageQuerySchema, pageSchema } from './pagination';
import {
  AGE_MAX,
  AGE_MIN,
  GENDERS,
  JOB_ROLES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_MESSAGES,
} from './registration';
import { optionalText, phoneSchema, PLAIN_TEXT_PATTERN, withoutInvisibleFormatting } from './text';

/** Letters of any script, with the spaces, hyphens, apostrophes and dots that names carry. */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M}' .-]*$/u;

export const emailSchema = z
  .string({ error: REGISTRATION_MESSAGES.invalidEmail })
  .trim()
  .max(EMAIL_MAX_LENGTH, REGISTRATION_MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, REGISTRATION_MESSAGES.invalidEmail);

const personNameSchema = (label: string) =>
  z
    .string({ error: `Please enter your ${label}` })
    .overwrite(withoutInvisibleFormatting)
    .trim()
    .min(1, `Please enter your ${label}`)
    .max(50, `Your ${label} can have at most 50 characters`)
    .regex(NAME_PATTERN, `Your ${label} may only contain letters, spaces, hyphens and apostrophes`);

/**
 * The refinement's options for a form whose `confirmPassword` repeats its `password` field: the
 * mismatch is reported on the confirmation, as soon as both are strings, even while other fields
 * are still invalid.
 */
export const confirmationOf = (password: string) => ({
  message: REGISTRATION_MESSAGES.passwordMismatch,
  path: ['confirmPassword'],
  when: ({ value }: { value: unknown }) => {
    if (typeof value !== 'object' || value === null) return false;
    const form = value as Record<string, unknown>;
    return typeof form[password] === 'string' && typeof form.confirmPassword === 'string';
  },
});

export const registrationSchema = z
  .object({
    firstName: personNameSchema('first name'),
    lastName: personNameSchema('last name'),
    email: emailSchema,
    password: z
      .string({ error: REGISTRATION_MESSAGES.passwordTooShort })
      .min(PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH, REGISTRATION_MESSAGES.passwordTooLong),
    confirmPassword: z.string({ error: REGISTRATION_MESSAGES.passwordMismatch }),
    address: z
      .string({ error: 'Please enter your address' })
      .overwrite(withoutInvisibleFormatting)
      .trim()
      .min(1, 'Please enter your address')
      .max(200, 'Your address can have at most 200 characters')
      .regex(PLAIN_TEXT_PATTERN, 'Your address may not contain < or > characters'),
    age: z
      .number({ error: REGISTRATION_MESSAGES.invalidAge })
      .int(REGISTRATION_MESSAGES.invalidAge)
      .min(AGE_MIN, REGISTRATION_MESSAGES.invalidAge)
      .max(AGE_MAX, REGISTRATION_MESSAGES.invalidAge),
    gender: z.enum(GENDERS, { error: REGISTRATION_MESSAGES.genderRequired }),
    jobRole: z.enum(JOB_ROLES, { error: REGISTRATION_MESSAGES.roleRequired }),
    phone: phoneSchema,
    /** Optional: where the person works, shown in the administrators' list of users. */
    company: optionalText('company', { max: 100 }),
    acceptTerms: z.literal(true, { error: REGISTRATION_MESSAGES.termsRequired }),
    /** The token of the invitation being accepted; the account then gets the invitation's email, whatever `email` says. */
    invitation: invitationTokenSchema.optional(),
  })
  .refine((form) => form.password === form.confirmPassword, confirmationOf('password'));
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

export const signInSchema = z.object({
  // Only an address the registration rule accepts can belong to an account.
  email: z.string({ error: 'Please enter your email' }).trim().min(1, 'Please enter your email').pipe(emailSchema),
  password: z
    .string({ error: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const SIGN_IN_MESSAGES = {
  wrongCredentials: 'Wrong email or password',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  /** Only said once the password was found right, so it tells nobody else whether an account exists. */
  deactivated: 'This account has been deactivated. Contact your administrator.',
} as const;

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  /** The address of their picture, or null. */
  image: z.string().nullable(),
  isAdmin: z.boolean(),
  isManager: z.boolean(),
  /** Signing in asks for a code from their authenticator app after the password. */
  twoFactorEnabled: z.boolean(),
  /** The company requires two-factor sign-in of them and they have not set it up: nothing else works until they do. */
  twoFactorSetupRequired: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** What the browser asks on every page load: who is signed in, if anyone. */
export const sessionSchema = z.object({ user: meSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;

export const fullNameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** The two roles an administrator grants; a person may hold both. */
export const ROLES = ['admin', 'manager'] as const;
export type Role = (typeof ROLES)[number];

/** Who a screen or an action is for: what the server's guards enforce, and what the pages hide. */
export const mayManage = (user: Pick<Me, 'isAdmin' | 'isManager'>) => user.isAdmin || user.isManager;
export const mayAdminister = (user: Pick<Me, 'isAdmin'>) => user.isAdmin;

export const USER_ADMIN_MESSAGES = {
  adminMade: 'Admin made successfully',
  managerMade: 'Manager made successfully',
  /** The spec's message when a promotion changed nothing; it is shown for a manager promotion too. */
  promotionFailed: 'Failed to make an admin',
  adminRemoved: 'Admin role removed',
  managerRemoved: 'Manager role removed',
  roleNotHeld: 'This person does not hold that role.',
  deleted: 'Successfully Deleted',
  notFound: 'We could not find this person. Their account may have been deleted.',
  ownAdminRole: 'You cannot remove your own admin role. Ask another administrator to do it.',
  ownAccount: 'You cannot delete your own account here. Ask another administrator to do it.',
  searchTooLong: 'Search for at most 100 characters',
  deactivated: 'Account deactivated',
  reactivated: 'Account reactivated',
  signedOutEverywhere: 'Signed out everywhere',
  ownDeactivation: 'You cannot deactivate your own account. Ask another administrator to do it.',
  alreadyDeactivated: 'This account is deactivated already.',
  notDeactivated: 'This account is active already.',
  twoFactorReset: 'Two-factor sign-in is off for them: their password alone signs them in until they turn it on again.',
  twoFactorNotEnabled: 'This person does not have two-factor sign-in on.',
  ownTwoFactor: 'Turn your own two-factor sign-in off on My account, with your password.',
} as const;

/** GET /api/users: everyone, alphabetical, or those whose name or email contains `q`. */
export const userListQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100, USER_ADMIN_MESSAGES.searchTooLong)
    .optional()
    .transform((q) => q || undefined),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** A person as the administrators' list shows them. */
export const managedUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  /** The address of their picture, or null. */
  image: z.string().nullable(),
  email: z.string(),
  company: z.string().nullable(),
  /** The job title chosen at registration (a label). */
  jobRole: z.string().nullable(),
  isAdmin: z.boolean(),
  isManager: z.boolean(),
  /** Signing in asks them for an authenticator code; an administrator can turn it off for them. */
  twoFactorEnabled: z.boolean(),
  createdAt: instantSchema,
  /** When an administrator deactivated the account; null while it is active. */
  deactivatedAt: instantSchema.nullable(),
});
export type ManagedUser = z.input<typeof managedUserSchema>;

export const managedUserPageSchema = pageSchema(managedUserSchema);

/** Better Auth's ids: letters, digits, `_` and `-`; anything else names nobody, and never reaches the database. */
export const USER_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** A person's id in a path (`/api/users/:id…`). */
export const userIdSchema = z.string().regex(USER_ID_PATTERN, 'This is not the id of a person');

/** `/api/users/:id/…`: the person acted on. */
export const userIdParamsSchema = z.object({ id: userIdSchema });

/** `/api/users/:id/roles/:role`: the person and the role given or taken. */
export const roleChangeParamsSchema = z.object({
  id: userIdSchema,
  role: z.enum(ROLES, { error: 'The role is admin or manager' }),
});

/** The users search box: the same rule for `q` as the list. */
export const userSearchSchema = userListQuerySchema.pick({ q: true });
