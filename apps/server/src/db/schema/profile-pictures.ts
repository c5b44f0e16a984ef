import { customType, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { ownerId } from './columns';

/** Raw bytes: PostgreSQL's driver hands a Buffer, the embedded one a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Each person's picture, already cropped and resized (a few kilobytes of WebP): kept in the
 * database, so every process serves it and it goes with its owner.
 */
export const profilePictures = pgTable('profile_pictures', {
  userId: ownerId().primaryKey(),
  content: bytea('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
