import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles, users } from '../../db/schema';

/** Whom a reset link is for: where to send it, and the names a new password must not be made of. */
export async function findAccountHolder(db: Executor, userId: string) {
  const [holder] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return holder;
}
