import type { PersonRef } from '@topgear/shared/people';
import type { PraiseValue, PraiseVisibility, ReceivedPraiseQuery } from '@topgear/shared/recognition';
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { keyset, pageOf } from '../../db/pagination';
import { companyValues, praise, praiseRecipients, profiles, users } from '../../db/schema';

const personRef = { id: users.id, name: users.name, image: users.image, jobTitle: profiles.jobRole };

/** Which of these people have an active account. */
export async function findActivePeople(db: Executor, ids: string[]) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deactivatedAt)));
}

/** Whether anyone, active or not, has this id. */
export async function personExists(db: Executor, id: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

/** The value, if the company uses it now; no new praise names a retired one. */
export async function findValueInUse(db: Executor, id: string) {
  const [row] = await db
    .select({ id: companyValues.id, name: companyValues.name })
    .from(companyValues)
    .where(and(eq(companyValues.id, id), isNull(companyValues.retiredAt)));
  return row;
}

interface NewPraise {
  authorId: string;
  message: string;
  valueId: string | null;
  visibility: PraiseVisibility;
  recipientIds: string[];
}

/** The praise and its recipients; resolves with its id. */
export async function insertPraise(tx: Executor, { recipientIds, ...fields }: NewPraise) {
  const [created] = await tx.insert(praise).values(fields).returning({ id: praise.id, createdAt: praise.createdAt });
  await tx
    .insert(praiseRecipients)
    .values(recipientIds.map((userId) => ({ praiseId: created!.id, userId, createdAt: created!.createdAt })));
  return created!.id;
}

/**
 * What `viewerId` may read: public praise, and private praise they wrote, received, or that
 * thanks someone who reports to them.
 */
const readableBy = (viewerId: string) =>
  or(
    eq(praise.visibility, 'public'),
    eq(praise.authorId, viewerId),
    sql`exists (
      select 1 from ${praiseRecipients} as thanked
      left join ${profiles} on ${profiles.userId} = thanked.user_id
      where thanked.praise_id = ${praise.id}
        and (thanked.user_id = ${viewerId} or ${profiles.managerId} = ${viewerId})
    )`,
  );

const valueFilter = (valueId: ReceivedPraiseQuery['valueId']): SQL | undefined => {
  if (valueId === undefined) return undefined;
  return valueId === 'none' ? isNull(praise.valueId) : eq(praise.valueId, valueId);
};

interface ValueColumns {
  valueId: string | null;
  valueName: string | null;
  valueIcon: PraiseValue['icon'] | null;
  valueRetiredAt: Date | null;
}

interface PraiseRow extends ValueColumns {
  id: string;
  authorId: string;
  message: string;
  visibility: PraiseVisibility;
  createdAt: Date;
}

const praiseValue = (row: ValueColumns): PraiseValue | null =>
  row.valueId === null || row.valueName === null || row.valueIcon === null
    ? null
    : { id: row.valueId, name: row.valueName, icon: row.valueIcon, retired: row.valueRetiredAt !== null };

const praiseColumns = {
  id: praise.id,
  authorId: praise.authorId,
  message: praise.message,
  visibility: praise.visibility,
  createdAt: praise.createdAt,
  valueId: companyValues.id,
  valueName: companyValues.name,
  valueIcon: companyValues.icon,
  valueRetiredAt: companyValues.retiredAt,
};

/** Each praise's author and recipients, as the praise lists them. */
async function withPeople(db: Executor, rows: PraiseRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const thanked = await db
    .select({ praiseId: praiseRecipients.praiseId, ...personRef })
    .from(praiseRecipients)
    .innerJoin(users, eq(users.id, praiseRecipients.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(praiseRecipients.praiseId, ids))
    .orderBy(asc(users.name), asc(users.id));
  const authors = await db
    .select(personRef)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [...new Set(rows.map((row) => row.authorId))]));
  const authorById = new Map(authors.map((author) => [author.id, author]));
  return rows.map((row) => ({
    id: row.id,
    author: authorById.get(row.authorId)!,
    recipients: thanked
      .filter((person) => person.praiseId === row.id)
      .map(({ praiseId: _praiseId, ...person }): PersonRef => person),
    message: row.message,
    value: praiseValue(row),
    visibility: row.visibility,
    createdAt: row.createdAt,
  }));
}

/** One praise, as its author sees it once given. */
export async function findPraise(db: Executor, id: string) {
  const rows = await db
    .select(praiseColumns)
    .from(praise)
    .leftJoin(companyValues, eq(companyValues.id, praise.valueId))
    .where(eq(praise.id, id));
  const [found] = await withPeople(db, rows);
  return found;
}

/** What `personId` received that `viewerId` may read, newest first, a keyset page at a time. */
export async function listReceived(db: Executor, viewerId: string, personId: string, query: ReceivedPraiseQuery) {
  const page = keyset({ createdAt: praiseRecipients.createdAt, id: praiseRecipients.praiseId }, query, 'newest');
  const rows = await db
    .select(praiseColumns)
    .from(praiseRecipients)
    .innerJoin(praise, eq(praise.id, praiseRecipients.praiseId))
    .leftJoin(companyValues, eq(companyValues.id, praise.valueId))
    .where(
      and(eq(praiseRecipients.userId, personId), readableBy(viewerId), valueFilter(query.valueId), page.pastCursor),
    )
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return pageOf(await withPeople(db, rows), query);
}

/**
 * How much of what `personId` received, that `viewerId` may read, names each value: the values in
 * use in their order, then the retired ones by name, then praise that names none.
 */
export async function countReceivedByValue(db: Executor, viewerId: string, personId: string) {
  const rows = await db
    .select({
      valueId: companyValues.id,
      valueName: companyValues.name,
      valueIcon: companyValues.icon,
      valueRetiredAt: companyValues.retiredAt,
      count: sql<number>`count(*)::int`,
    })
    .from(praiseRecipients)
    .innerJoin(praise, eq(praise.id, praiseRecipients.praiseId))
    .leftJoin(companyValues, eq(companyValues.id, praise.valueId))
    .where(and(eq(praiseRecipients.userId, personId), readableBy(viewerId)))
    .groupBy(companyValues.id)
    .orderBy(
      sql`${companyValues.id} is null`,
      sql`${companyValues.retiredAt} is not null`,
      asc(companyValues.position),
      asc(companyValues.name),
    );
  return rows.map((row) => ({ value: praiseValue(row), count: row.count }));
}
