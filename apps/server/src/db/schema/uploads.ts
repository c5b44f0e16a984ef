import type { UploadZone } from '@topgear/shared/uploads';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, ownerId } from './columns';

/** A file a person filed; its bytes live in the file store under `storageKey`, never under its own name. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    zone: text('zone').$type<UploadZone>().notNull(),
    /** The name the person gave the file, cleaned; shown and offered on download only. */
    fileName: text('file_name').notNull(),
    /** The type found in the file's content, not the one the browser claimed. */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    index('uploads_owner_zone_newest_first').on(table.userId, table.zone, table.createdAt.desc(), table.id.desc()),
    check('uploads_zone_known', sql`${table.zone} in ('documents', 'certificates', 'receipts')`),
    check('uploads_size_not_negative', sql`${table.size} >= 0`),
  ],
);

/**
 * A picture or PDF an administrator or manager published (a blog's image, an ebook's PDF): public,
 * served at /api/media/:id. Its bytes live in the same file store as people's uploads.
 */
export const mediaFiles = pgTable('media_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  storageKey: text('storage_key').notNull().unique(),
  createdAt: createdAt(),
});
