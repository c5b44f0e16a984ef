import type { PageQuery } from '@topgear/shared/pagination';
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { alphabetical, alphabeticalPageOf } from '../../db/pagination';
import { employees } from '../../db/schema';
import { isUuid } from '../../http-params';

export type NewEmployee = typeof employees.$inferInsert;

/** The directory alphabetically (index `employees_by_name`), a page at a time. */
export async function listEmployees(db: Executor, page: PageQuery) {
  const { pastCursor, orderBy, limit } = alphabetical({ name: employees.name, id: employees.id }, page, isUuid);
  const rows = await db
    .select()
    .from(employees)
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
  const [row] = await db.select().from(employees).where(eq(employees.id, id));
  return row;
}

export async function insertEmployee(db: Executor, employee: NewEmployee) {
  const [row] = await db.insert(employees).values(employee).returning();
  if (!row) throw new Error('the employee was not stored');
  return row;
}

/** Removes the card; resolves with the person's name, or undefined when there was none. */
export async function deleteEmployee(db: Executor, id: string) {
  const [row] = await db.delete(employees).where(eq(employees.id, id)).returning({ name: employees.name });
  return row?.name;
}
