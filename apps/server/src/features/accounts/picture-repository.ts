import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profilePictures, users } from '../../db/schema';

/** Keeps `content` as the person's picture and points their account at `image`, its address. */
export async function savePicture(db: Executor, userId: string, content: Buffer, image: string) {
  await db
    .insert(profilePictures)
    .values({ userId, content })
    .onConflictDoUpdate({ target: profilePictures.userId, set: { content, updatedAt: new Date() } });
  await db.update(users).set({ image, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Forgets the person's picture; their account shows initials again. */
export async function deletePicture(db: Executor, userId: string) {
  await db.delete(profilePictures).where(eq(profilePictures.userId, userId));
  await db.update(users).set({ image: null, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function findPicture(db: Executor, userId: string) {
  const [row] = await db
    .select({ content: profilePictures.content })
    .from(profilePictures)
    .where(eq(profilePictures.userId, userId));
  return row?.content;
}
