import { and, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ownedRow } from '../../db/personal-rows';
import { sessions } from '../../db/schema';

/** When a session was last used: kept by every process to within a minute or so (decision 031). */
const lastActiveAt = sessions.lastActiveAt;

/** The person's sessions that have not expired, the most recently active first; never their tokens. */
export function listLiveSessions(db: Executor, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      signedInAt: sessions.createdAt,
      lastActiveAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(lastActiveAt), sessions.id);
}

/** The token of session `id`, only when it is `userId`'s: Better Auth ends a session by its token. */
export async function findSessionToken(db: Executor, userId: string, id: string) {
  const [session] = await db
    .select({ token: sessions.token })
    .from(sessions)
    .where(ownedRow(sessions, userId, id));
  return session?.token;
}
