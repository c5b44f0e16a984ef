import type { InsightGrouping } from '@topgear/shared/recognition';
import { and, asc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { personRefColumns } from '../../db/people';
import { companyValues, orgUnits, praise, praiseRecipients, profiles, users } from '../../db/schema';

/** The UTC month of a moment, to group by: written as text once a group, not once a row. */
const monthOf = (column: PgColumn) => sql`date_trunc('month', ${column} at time zone 'UTC')`;

/** A grouped month as `YYYY-MM`. */
const monthText = (month: SQL) => sql<string>`to_char(${month}, 'YYYY-MM')`;

export interface Span {
  /** The first moment counted. */
  start: Date;
  /** The first moment after the span. */
  end: Date;
}

export interface MonthCount {
  month: string;
  /** The value or department counted; null for none. */
  groupId: string | null;
  count: number;
}

/** Praise given in the span, by month and value: each praise once. The index on `praise.created_at` finds them. */
function countByValue(db: Executor, { start, end }: Span): Promise<MonthCount[]> {
  const month = monthOf(praise.createdAt);
  return db
    .select({ month: monthText(month), groupId: praise.valueId, count: sql<number>`count(*)::int` })
    .from(praise)
    .where(and(gte(praise.createdAt, start), lt(praise.createdAt, end)))
    .groupBy(month, praise.valueId);
}

/** People praised in the span, by month and by the department they are in now: each person praised once a praise. */
function countByDepartment(db: Executor, { start, end }: Span): Promise<MonthCount[]> {
  const month = monthOf(praiseRecipients.createdAt);
  return db
    .select({ month: monthText(month), groupId: profiles.departmentId, count: sql<number>`count(*)::int` })
    .from(praiseRecipients)
    .leftJoin(profiles, eq(profiles.userId, praiseRecipients.userId))
    .where(and(gte(praiseRecipients.createdAt, start), lt(praiseRecipients.createdAt, end)))
    .groupBy(month, profiles.departmentId);
}

export const countPraise = (db: Executor, by: InsightGrouping, span: Span) =>
  by === 'value' ? countByValue(db, span) : countByDepartment(db, span);

export interface Group {
  id: string;
  name: string;
  /** A group the chart shows though nothing was counted for it: a value in use, every department. */
  always: boolean;
}

/** What praise may be counted by: the values in use in their order, then the retired ones by name; or the departments by name. */
export function groupsOf(db: Executor, by: InsightGrouping): Promise<Group[]> {
  if (by === 'value') {
    return db
      .select({
        id: companyValues.id,
        name: companyValues.name,
        always: sql<boolean>`${companyValues.retiredAt} is null`,
      })
      .from(companyValues)
      .orderBy(sql`${companyValues.retiredAt} is not null`, asc(companyValues.position), asc(companyValues.name));
  }
  return db
    .select({ id: orgUnits.id, name: orgUnits.name, always: sql<boolean>`true` })
    .from(orgUnits)
    .where(eq(orgUnits.kind, 'department'))
    .orderBy(asc(orgUnits.name), asc(orgUnits.id));
}

/**
 * The manager's active direct reports, each with when they were last praised (one index probe a
 * person), those never praised or not since `since` only, the longest quiet first.
 */
export function quietReportsOf(db: Executor, managerId: string, since: Date) {
  const lastPraisedAt = sql<Date | null>`(
    select max(${praiseRecipients.createdAt}) from ${praiseRecipients} where ${praiseRecipients.userId} = ${users.id}
  )`.mapWith(praiseRecipients.createdAt);
  return db
    .select({ person: personRefColumns, lastPraisedAt })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.managerId, managerId),
        isNull(users.deactivatedAt),
        sql`coalesce(${lastPraisedAt}, '-infinity') < ${since.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(sql`${lastPraisedAt} nulls first`, asc(users.name), asc(users.id));
}
