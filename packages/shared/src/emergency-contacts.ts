import { z } from 'zod';
import { instantSchema } from './dates';
import { ownerSchema, pageSchema } from './pagination';
import { requiredText } from './text';
import { emailSchema } from './users';

/** The relationship choices of the emergency-contact form, in the form's order. */
export const RELATIONSHIPS = [
  'Father',
  'Mother',
  'Son',
  'Daughter',
  'Husband',
  'Wife',
  'Sister',
  'Brother',
  'Friend',
  'Uncle',
  'Others',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** How many emergency contacts one person may keep: enough for a family, not a phone book. */
export const EMERGENCY_CONTACTS_MAX = 20;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_ADDRESS_MAX = 300;

/** The three optional numbers of a contact (the spec's phoneNumberone, two and three), in the form's order. */
export const CONTACT_PHONES = [
  { field: 'phoneHome', label: 'Home phone' },
  { field: 'phoneOffice', label: 'Office phone' },
  { field: 'phoneEmergency', label: 'Emergency phone' },
] as const;

export const EMERGENCY_CONTACT_MESSAGES = {
  nameRequired: "Please enter the contact's name",
  relationshipRequired: 'Please select the relationship',
  emailRequired: "Please enter the contact's email",
  addressRequired: "Please enter the contact's address",
  phoneInvalid: 'A phone number may hold only digits, +, - and spaces, such as +880 1711-000000',
  tooMany: `You can keep at most ${EMERGENCY_CONTACTS_MAX} emergency contacts. Please delete one before adding another.`,
  notFound: 'We could not find this emergency contact. It may have been deleted.',
} as const;

/** Digits with `+`, `-` and spaces between them: 6 to 20 characters, starting with + or a digit, ending with a digit. */
const CONTACT_PHONE_PATTERN = /^\+?[0-9][0-9 +-]{4,18}[0-9]$/;

/** A number by `CONTACT_PHONE_PATTERN`, or nothing (kept as ''). */
const optionalPhoneSchema = z
  .string({ error: EMERGENCY_CONTACT_MESSAGES.phoneInvalid })
  .trim()
  .refine((phone) => phone === '' || CONTACT_PHONE_PATTERN.test(phone), EMERGENCY_CONTACT_MESSAGES.phoneInvalid)
  .default('');

/** POST /api/emergency-contacts and PUT /api/emergency-contacts/:id (the whole form again). */
export const emergencyContactInputSchema = z.object({
  name: requiredText('name', { required: EMERGENCY_CONTACT_MESSAGES.nameRequired, max: CONTACT_NAME_MAX }),
  relationship: z.enum(RELATIONSHIPS, { error: EMERGENCY_CONTACT_MESSAGES.relationshipRequired }),
  phoneHome: optionalPhoneSchema,
  phoneOffice: optionalPhoneSchema,
  phoneEmergency: optionalPhoneSchema,
  email: z
    .string({ error: EMERGENCY_CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, EMERGENCY_CONTACT_MESSAGES.emailRequired)
    .pipe(emailSchema),
  address: requiredText('address', {
    required: EMERGENCY_CONTACT_MESSAGES.addressRequired,
    max: CONTACT_ADDRESS_MAX,
  }),
});
export type EmergencyContactInput = z.input<typeof emergencyContactInputSchema>;

export const emergencyContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  relationship: z.enum(RELATIONSHIPS),
  /** '' when not given. */
  phoneHome: z.string(),
  phoneOffice: z.string(),
  phoneEmergency: z.string(),
  email: z.string(),
  address: z.string(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
/** An emergency contact as a client receives it. */
export type EmergencyContact = z.input<typeof emergencyContactSchema>;

export const emergencyContactPageSchema = pageSchema(emergencyContactSchema);

/** A contact on the administrators' list of everyone's: with whose it is. */
export const teamEmergencyContactSchema = emergencyContactSchema.extend({
  owner: ownerSchema.extend({ email: z.string() }),
});
export type TeamEmergencyContact = z.input<typeof teamEmergencyContactSchema>;

export const teamEmergencyContactPageSchema = pageSchema(teamEmergencyContactSchema);
