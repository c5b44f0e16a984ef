import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { orgUnits, profiles, users } from '../../db/schema';

const managers = alias(users, 'manager');

/**
 * Every active person with the columns of a people file, alphabetically. A manager who has been
 * deactivated is left out, as the org chart leaves them: importing the file back changes nothing.
 */
export function listPeopleForExport(db: Executor) {
  return db
    .select({
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      jobTitle: profiles.jobRole,
      department: orgUnits.name,
      managerEmail: managers.email,
      startDate: profiles.startDate,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(orgUnits, eq(orgUnits.id, profiles.departmentId))
    .leftJoin(managers, and(eq(managers.id, profiles.managerId), isNull(managers.deactivatedAt)))
    .where(isNull(users.deactivatedAt))
    .orderBy(users.name, users.id);
}
