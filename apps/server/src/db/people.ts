import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from './client';
import { profiles, users } from './schema';

/**
 * A person as another person's screen names them (`PersonRef`): select it from `users` left-joined
 * with their `profiles`.
 */
export const personRefColumns = { id: users.id, name: users.name, image: users.image, jobTitle: profiles.jobRole };

/** Which of these ids are active people. */
export async function activeAmong(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deactivatedAt)));
  return new Set(rows.map((row) => row.id));
}
