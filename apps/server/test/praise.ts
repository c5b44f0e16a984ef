import type { Praise, PraiseInput } from '@topgear/shared/recognition';
import { eq } from 'drizzle-orm';
import { praise, praiseRecipients } from '../src/db/schema';
import type { App } from '../src/app';
import { answered, type SignedInUser } from './clients';

/**
 * `author` gives the praise through the API, which is then moved to `at` in the database, as if
 * given then: the API stamps praise with the time it is given.
 */
export async function praiseGivenAt(
  source: { readonly app: App },
  author: SignedInUser,
  at: string,
  input: PraiseInput,
) {
  const given = await answered<Praise>(author, { method: 'POST', url: '/api/praise', payload: input }, 201);
  const { db } = source.app;
  await db
    .update(praise)
    .set({ createdAt: new Date(at) })
    .where(eq(praise.id, given.id));
  await db
    .update(praiseRecipients)
    .set({ createdAt: new Date(at) })
    .where(eq(praiseRecipients.praiseId, given.id));
  return given;
}
