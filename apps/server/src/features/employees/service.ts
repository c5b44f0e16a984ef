import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import { EMPLOYEE_MESSAGES, type employeeInputSchema } from '@topgear/shared/employees';
import type { PageQuery } from '@topgear/shared/pagination';
import type { z } from 'zod';
import type { Actor, Auditor } from '../../audit';
import type { Database } from '../../db/client';
import { orNotFound } from '../../http-errors';
import { countEmployees, deleteEmployee, findEmployee, insertEmployee, listEmployees } from './repository';

type EmployeeInput = z.output<typeof employeeInputSchema>;

/** The company directory: cards managers and administrators keep, each addition and removal logged. */
export function createEmployeeService({ db, auditor }: { db: Database; auditor: Auditor }) {
  return {
    /** A page of the directory, alphabetically, with how many people it holds in all. */
    async list(page: PageQuery) {
      const [found, total] = await Promise.all([listEmployees(db, page), countEmployees(db)]);
      return { ...found, total };
    },

    get: async (id: string) => orNotFound(await findEmployee(db, id), EMPLOYEE_MESSAGES.notFound),

    add: (actor: Actor, input: EmployeeInput) =>
      auditor.writeAndRecord(
        actor,
        (tx) => insertEmployee(tx, { ...input, addedBy: actor.id }),
        (employee) => ({
          action: 'employee.added',
          summary: AUDIT_SUMMARIES.employeeAdded(employee.name),
          subjectId: employee.id,
        }),
      ),

    remove: (actor: Actor, id: string) =>
      auditor.writeAndRecord(
        actor,
        async (tx) => orNotFound(await deleteEmployee(tx, id), EMPLOYEE_MESSAGES.notFound),
        (name) => ({ action: 'employee.removed', summary: AUDIT_SUMMARIES.employeeRemoved(name), subjectId: id }),
      ),
  };
}
