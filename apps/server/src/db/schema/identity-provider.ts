import type { PasswordSignInPolicy } from '@topgear/shared/sso';
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The company's identity provider for single sign-on (OpenID Connect): one row at most, whose
 * primary key can only be true. Every process reads it when someone signs in this way, so a change
 * saved on one process is what the next sign-in on any process uses (decision 037).
 */
export const identityProvider = pgTable(
  'identity_provider',
  {
    id: boolean('id').primaryKey().default(true),
    displayName: text('display_name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    /** Encrypted with AUTH_SECRET (Better Auth's symmetricEncrypt); never sent to a client. */
    clientSecretEncrypted: text('client_secret_encrypted').notNull(),
    /** Lower case; a person signs in only with a verified email of one of these domains. */
    allowedDomains: text('allowed_domains').array().notNull(),
    passwordSignIn: text('password_sign_in').$type<PasswordSignInPolicy>().notNull().default('everyone'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('identity_provider_one_row', sql`${table.id}`),
    check('identity_provider_password_sign_in', sql`${table.passwordSignIn} in ('everyone', 'admins')`),
  ],
);
