import type { PersonRef } from '@topgear/shared/people';
import type { Praise, PraiseValue, PraiseVisibility, ReceivedPraiseQuery } from '@topgear/shared/recognition';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelectQueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { keyset, pageOf } from '../../db/pagination';
import { personRefColumns } from '../../db/people';
import { companyValues, praise, praiseRecipients, profiles, users } from '../../db/schema';

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

const praiseValue = (row: ValueColumns): PraiseValue | null =>
  row.valueId === null || row.valueName === null || row.valueIcon === null
    ? null
    : { id: row.valueId, name: row.valueName, icon: row.valueIcon, retired: row.valueRetiredAt !== null };

const authors = alias(users, 'author');
const authorProfiles = alias(profiles, 'author_profile');

const praiseColumns = {
  id: praise.id,
  author: { id: authors.id, name: authors.name, image: authors.image, jobTitle: authorProfiles.jobRole },
  message: praise.message,
  visibility: praise.visibility,
  createdAt: praise.createdAt,
  valueId: companyValues.id,
  valueName: companyValues.name,
  valueIcon: companyValues.icon,
  valueRetiredAt: companyValues.retiredAt,
};

/** `praise` with its author and its value: what every list of praise selects from. */
const praiseWithAuthorAndValue = <Query extends PgSelectQueryBuilder>(query: Query) =>
  query
    .innerJoin(authors, eq(authors.id, praise.authorId))
    .leftJoin(authorProfiles, eq(authorProfiles.userId, authors.id))
    .leftJoin(companyValues, eq(companyValues.id, praise.valueId));

type PraiseRow = ValueColumns & Omit<Praise, 'recipients' | 'value' | 'createdAt'> & { createdAt: Date };

/** Each praise with the people it thanks, in one query for the whole page. */
async function withRecipients(db: Executor, rows: PraiseRow[]) {
  if (rows.length === 0) return [];
  const thanked = await db
    .select({ praiseId: praiseRecipients.praiseId, ...personRefColumns })
    .from(praiseRecipients)
    .innerJoin(users, eq(users.id, praiseRecipients.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      inArray(
        praiseRecipients.praiseId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  const recipientsOf = new Map<string, PersonRef[]>();
  for (const { praiseId, ...person } of thanked)
    recipientsOf.set(praiseId, [...(recipientsOf.get(praiseId) ?? []), person]);
  return rows.map(({ valueId, valueName, valueIcon, valueRetiredAt, ...row }) => ({
    ...row,
    recipients: recipientsOf.get(row.id) ?? [],
    value: praiseValue({ valueId, valueName, valueIcon, valueRetiredAt }),
  }));
}

/** One praise, as its author sees it once given. */
export async function findPraise(db: Executor, id: string) {
  const rows = await praiseWithAuthorAndValue(db.select(praiseColumns).from(praise).$dynamic()).where(
    eq(praise.id, id),
  );
  const [found] = await withRecipients(db, rows);
  return found;
}

/** What `personId` received that `viewerId` may read, newest first, a keyset page at a time. */
export async function listReceived(db: Executor, viewerId: string, personId: string, query: ReceivedPraiseQuery) {
  const page = keyset({ createdAt: praiseRecipients.createdAt, id: praiseRecipients.praiseId }, query, 'newest');
  const rows = await praiseWithAuthorAndValue(
    db
      .select(praiseColumns)
      .from(praiseRecipients)
      .innerJoin(praise, eq(praise.id, praiseRecipients.praiseId))
      .$dynamic(),
  )
    .where(
      and(eq(praiseRecipients.userId, personId), readableBy(viewerId), valueFilter(query.valueId), page.pastCursor),
    )
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return pageOf(await withRecipients(db, rows), query);
}

/**
 * What `personId` received from one day to another (`YYYY-MM-DD`, both included, UTC), that
 * `viewerId` may read: the newest `limit`, and how many there are in all.
 */
export async function listReceivedDuring(
  db: Executor,
  {
    viewerId,
    personId,
    from,
    to,
    limit,
  }: { viewerId: string; personId: string; from: string; to: string; limit: number },
) {
  const during = and(
    eq(praiseRecipients.userId, personId),
    sql`${praiseRecipients.createdAt} >= ${from}::date and ${praiseRecipients.createdAt} < ${to}::date + 1`,
    readableBy(viewerId),
  );
  const rows = await praiseWithAuthorAndValue(
    db
      .select(praiseColumns)
      .from(praiseRecipients)
      .innerJoin(praise, eq(praise.id, praiseRecipients.praiseId))
      .$dynamic(),
  )
    .where(during)
    .orderBy(desc(praiseRecipients.createdAt), desc(praiseRecipients.praiseId))
    .limit(limit);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(praiseRecipients)
    .innerJoin(praise, eq(praise.id, praiseRecipients.praiseId))
    .where(during);
  return { items: await withRecipients(db, rows), total: counted?.total ?? 0 };
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
