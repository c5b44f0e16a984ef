import type { ValueIcon } from '@topgear/shared/company-values';
import { asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyValues } from '../../db/schema';

/** What an administrator writes of a value. */
export interface ValueFields {
  name: string;
  description: string;
  icon: ValueIcon;
}

const columns = {
  id: companyValues.id,
  name: companyValues.name,
  description: companyValues.description,
  icon: companyValues.icon,
  retiredAt: companyValues.retiredAt,
};

/** The values in use in their order, then the retired ones alphabetically. */
export function listValues(db: Executor) {
  return db
    .select(columns)
    .from(companyValues)
    .orderBy(
      isNotNull(companyValues.retiredAt),
      sql`case when ${companyValues.retiredAt} is null then ${companyValues.position} end`,
      sql`lower(${companyValues.name})`,
      asc(companyValues.id),
    );
}

/**
 * Holds, until the transaction ends, every other write that changes which values are in use or
 * their order: two administrators adding the last value allowed, or ordering the values, one
 * after the other.
 */
export function lockValuesInUse(db: Executor) {
  return db.execute(sql`select pg_advisory_xact_lock(hashtext('company_values'))`);
}

/** The values in use, in their order. */
export function valuesInUse(db: Executor) {
  return db
    .select({ id: companyValues.id, name: companyValues.name, position: companyValues.position })
    .from(companyValues)
    .where(isNull(companyValues.retiredAt))
    .orderBy(asc(companyValues.position), asc(companyValues.createdAt));
}

/** The value; undefined when there is none. */
export async function findValue(db: Executor, id: string) {
  const [row] = await db.select(columns).from(companyValues).where(eq(companyValues.id, id));
  return row;
}

/** The place after every value's, in use or retired. */
async function nextPosition(db: Executor) {
  const [row] = await db.select({ last: sql<number | null>`max(${companyValues.position})` }).from(companyValues);
  return (row?.last ?? 0) + 1;
}

export async function insertValue(db: Executor, fields: ValueFields) {
  const [row] = await db
    .insert(companyValues)
    .values({ ...fields, position: await nextPosition(db) })
    .returning(columns);
  return row!;
}

export async function updateValue(db: Executor, id: string, fields: ValueFields) {
  const [row] = await db.update(companyValues).set(fields).where(eq(companyValues.id, id)).returning(columns);
  return row;
}

/** Retires the value, or puts it back in use after every other. */
export async function setRetired(db: Executor, id: string, retired: boolean) {
  const [row] = await db
    .update(companyValues)
    .set(retired ? { retiredAt: new Date() } : { retiredAt: null, position: await nextPosition(db) })
    .where(eq(companyValues.id, id))
    .returning(columns);
  return row;
}

export async function setPosition(db: Executor, id: string, position: number) {
  await db.update(companyValues).set({ position }).where(eq(companyValues.id, id));
}
