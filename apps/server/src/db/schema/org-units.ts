import type { OrgUnitKind } from '@topgear/shared/people';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

/**
 * Departments and teams: the same thing kept by the same screens (a name, maybe a head), told apart
 * by `kind`. A person belongs to at most one of each (`profiles.department_id`, `team_id`); a unit
 * with people in it cannot be deleted (the foreign keys restrict it), only merged or emptied.
 */
export const orgUnits = pgTable(
  'org_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<OrgUnitKind>().notNull(),
    name: text('name').notNull(),
    headId: text('head_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('org_units_kind_name').on(table.kind, sql`lower(${table.name})`),
    check('org_units_kind_known', sql`${table.kind} in ('department', 'team')`),
  ],
);
