import { z } from 'zod';
import { instantSchema } from './dates';
import { imageSourceSchema } from './links';
import { pageSchema } from './pagination';
import { phoneSchema, requiredText } from './text';
import { emailSchema } from './users';

/** The directory's role choices, in the form's order (the spec's spelling). */
export const EMPLOYEE_ROLES = [
  'Technology Officer',
  'Executive Assistants',
  'Marketing manager',
  'Product manager',
  'Project manager',
  'Finance manager',
  'Project analyst',
  'Marketing specialist',
  'Business analyst',
  'Sales representative',
  'Safety Manager',
] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

export const EMPLOYEE_MESSAGES = {
  added: 'New Employee has been added!!',
  removed: 'Removed from the directory',
  nameRequired: 'Please enter the name',
  roleRequired: 'Please choose a role',
  imageInvalid: 'Please give a picture: an https link, or upload one',
  addressRequired: 'Please enter the address',
  notFound: 'This person is not in the directory. They may have been removed.',
} as const;

/** POST /api/employees: every field of the 'New Employee' form, all required. */
export const employeeInputSchema = z.object({
  name: requiredText('name', { required: EMPLOYEE_MESSAGES.nameRequired, max: 100 }),
  role: z.enum(EMPLOYEE_ROLES, { error: EMPLOYEE_MESSAGES.roleRequired }),
  image: imageSourceSchema(EMPLOYEE_MESSAGES.imageInvalid),
  address: requiredText('address', { required: EMPLOYEE_MESSAGES.addressRequired, max: 300 }),
  email: emailSchema,
  /** The spec's contact1. */
  phone: phoneSchema,
});
export type EmployeeInput = z.input<typeof employeeInputSchema>;

export const employeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(EMPLOYEE_ROLES),
  image: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: instantSchema,
  /** The active account whose email is the card's (in any case): the card links to that person's page. */
  personId: z.string().nullable(),
});
export type Employee = z.input<typeof employeeSchema>;

/** A page of the directory, alphabetical, with how many people it holds in all. */
export const employeePageSchema = pageSchema(employeeSchema).extend({ total: z.number().int() });
export type EmployeePage = z.input<typeof employeePageSchema>;
