import type { PageQuery } from '@topgear/shared/pagination';
import type { UploadZone } from '@topgear/shared/uploads';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ownedRow } from '../../db/personal-rows';
import { findPage } from '../../db/pagination';
import { mediaFiles, uploads } from '../../db/schema';

type NewUpload = typeof uploads.$inferInsert;
type NewMedia = typeof mediaFiles.$inferInsert;

/** One zone of the user's files, newest first. */
export const listUploads = (db: Executor, userId: string, zone: UploadZone, page: PageQuery) =>
  findPage(db, uploads, page, { order: 'newest', where: and(eq(uploads.userId, userId), eq(uploads.zone, zone)) });

export async function insertUpload(db: Executor, upload: NewUpload) {
  const [row] = await db.insert(uploads).values(upload).returning();
  if (!row) throw new Error('the upload was not stored');
  return row;
}

/** The user's upload, or undefined when the user has no such upload. */
export async function findUpload(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(ownedRow(uploads, userId, id));
  return row;
}

/** Deletes the user's upload; resolves with the key of its bytes, or undefined when the user has no such upload. */
export async function deleteUpload(db: Executor, userId: string, id: string) {
  const [deleted] = await db
    .delete(uploads)
    .where(ownedRow(uploads, userId, id))
    .returning({ storageKey: uploads.storageKey });
  return deleted?.storageKey;
}

/** The keys of every file the person filed. */
export async function storageKeysOf(db: Executor, userId: string) {
  const rows = await db.select({ storageKey: uploads.storageKey }).from(uploads).where(eq(uploads.userId, userId));
  return rows.map((row) => row.storageKey);
}

export async function insertMedia(db: Executor, media: NewMedia) {
  const [row] = await db.insert(mediaFiles).values(media).returning();
  if (!row) throw new Error('the media file was not stored');
  return row;
}

export async function findMedia(db: Executor, id: string) {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
  return row;
}
