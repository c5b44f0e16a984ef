import type { SignUpMode } from '@topgear/shared/sign-up';
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The company's account settings: one row at most (`id` is always true). Until an administrator
 * changes something there is no row, and every setting has its default. A new setting is a
 * column here with its default.
 */
export const accountSettings = pgTable(
  'account_settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** Who may create an account: 'open' (anyone, through /signUp) or 'invitation' (only with an invitation). */
    signUpMode: text('sign_up_mode').$type<SignUpMode>().notNull().default('open'),
    /** Admins and managers can use nothing until they have turned two-factor sign-in on. */
    requireTwoFactorForStaff: boolean('require_two_factor_for_staff').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('account_settings_one_row', sql`${table.id}`),
    check('account_settings_sign_up_mode', sql`${table.signUpMode} in ('open', 'invitation')`),
  ],
);
