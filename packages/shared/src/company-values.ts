/**
 * Company values: what the company asks of everyone, each with a short description and an icon.
 * Administrators keep them in the order the company names them; a value no longer used is retired,
 * not deleted, so that praise given for it keeps it. Everyone signed in reads them.
 */
import { z } from 'zod';
import { instantSchema } from './dates';
import { optionalText, requiredText } from './text';

/** The icons a value may have; the web draws each with its own picture. */
export const VALUE_ICONS = [
  'heart',
  'star',
  'rocket',
  'handshake',
  'lightbulb',
  'shield',
  'target',
  'users',
  'sparkles',
  'trophy',
  'compass',
  'flame',
  'leaf',
  'smile',
] as const;
export type ValueIcon = (typeof VALUE_ICONS)[number];

/** How many values may be in use at once: a company that names more names none. */
export const ACTIVE_VALUES_MAX = 12;

export const COMPANY_VALUE_MESSAGES = {
  notFound: 'We could not find this company value.',
  nameTaken: 'A value with this name exists already, perhaps among the retired ones',
  tooMany: `A company can have at most ${ACTIVE_VALUES_MAX} values in use: retire one first`,
  orderChanged: 'The values changed meanwhile: here they are as they are now, please order them again.',
} as const;

/** POST /api/company-values and PUT /api/company-values/:id. */
export const companyValueInputSchema = z.object({
  name: requiredText('name', { max: 60, required: 'Please name the value' }),
  description: optionalText('description', { max: 280 }),
  icon: z.enum(VALUE_ICONS, { error: 'Choose an icon' }),
});
export type CompanyValueInput = z.input<typeof companyValueInputSchema>;

export const companyValueSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  icon: z.enum(VALUE_ICONS),
  /** When it was retired: no new praise names it; null while it is in use. */
  retiredAt: instantSchema.nullable(),
});
export type CompanyValue = z.input<typeof companyValueSchema>;

/** The values in use in their order, then the retired ones alphabetically. */
export const companyValueListSchema = z.array(companyValueSchema);

export const companyValueParamsSchema = z.object({
  id: z.uuid({ error: 'This is not the id of a company value' }),
});

/** PUT /api/company-values/order: every value in use, each once, in the new order. */
export const companyValueOrderSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'This is not the id of a company value' }), { error: 'List the values in their new order' })
    .max(ACTIVE_VALUES_MAX, COMPANY_VALUE_MESSAGES.orderChanged),
});
