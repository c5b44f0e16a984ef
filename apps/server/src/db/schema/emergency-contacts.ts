import type { Relationship } from '@topgear/shared/emergency-contacts';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';

/** Someone to call when something happens to the owner at work. */
export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text('name').notNull(),
    relationship: text('relationship').$type<Relationship>().notNull(),
    phoneHome: text('phone_home').notNull().default(''),
    phoneOffice: text('phone_office').notNull().default(''),
    phoneEmergency: text('phone_emergency').notNull().default(''),
    email: text('email').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('emergency_contacts_owner_newest_first').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // The administrator's list of everyone's contacts.
    index('emergency_contacts_newest_first').on(table.createdAt.desc(), table.id.desc()),
  ],
);
