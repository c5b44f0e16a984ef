import type { PageQuery } from '@topgear/shared/pagination';
import { and, count, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { alphabetical, alphabeticalPageOf } from '../../db/pagination';
import { employees, users } from '../../db/schema';
import { isUuid } from '../../http-params';

export type NewEmployee = typeof employees.$inferInsert;

/**
 * A card with the id of the active account its email belongs to, if any. Accounts keep their
 * emails in lower case (as signing in relies on), so the card's is lowered to meet `users.email`'s
 * unique index.
 */
const cards = (db: Executor) =>
  db
    .select({ ...getTableColumns(employees), personId: users.id })
    .from(employees)
    .leftJoin(users, and(eq(users.email, sql`lower(${employees.email})`), isNull(users.deactivatedAt)));

/** The directory alphabetically (index `employees_by_name`), a page at a time. */
export async function listEmployees(db: Executor, page: PageQuery) {
  const { pastCursor, orderBy, limit } = alphabetical({ name: employees.name, id: employees.id }, page, isUuid);
  const rows = await cards(db)
    .where(pastCursor)
    .orderBy(...orderBy)
    .limit(limit);
  return alphabeticalPageOf(rows, page, (row) => row.name);
}

export async function countEmployees(db: Executor) {
  const [row] = await db.select({ total: count() }).from(employees);
  return row?.total ?? 0;
}

export async function findEmployee(db: Executor, id: string) {
  const [row] = await cards(db).where(eq(employees.id, id));
  return row;
}

/** Adds the card; resolves with it as the directory shows it. */
export async function insertEmployee(db: Executor, employee: NewEmployee) {
  const [row] = await db.insert(employees).values(employee).returning({ id: employees.id });
  const card = row && (await findEmployee(db, row.id));
  if (!card) throw new Error('the employee was not stored');
  return card;
}

/** Removes the card; resolves with the person's name, or undefined when there was none. */
export async function deleteEmployee(db: Executor, id: string) {
  const [row] = await db.delete(employees).where(eq(employees.id, id)).returning({ name: employees.name });
  return row?.name;
}
