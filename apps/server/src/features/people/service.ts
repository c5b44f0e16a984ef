import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import {
  type OrgChartNode,
  PEOPLE_MESSAGES,
  type PeopleQuery,
  type Person,
  type PersonUpdate,
  reportingLoopMessage,
} from '@topgear/shared/people';
import type { Actor, Auditor } from '../../audit';
import type { Database, Executor } from '../../db/client';
import { isRefusedBy } from '../../db/unique-violation';
import { conflict, notFound, validationFailed } from '../../http-errors';
import type { Viewer } from '../../private-details';
import {
  findChainFrom,
  findDirectReports,
  findPerson,
  isActivePerson,
  listOrgChart,
  listPeople,
  lockReportingLines,
  moveReportsUp,
  unitExists,
  updatePlacement,
} from './repository';

/** How the audit log names each field an administrator changed. */
const FIELD_LABELS: Record<keyof PersonUpdate, string> = {
  jobTitle: 'job title',
  departmentId: 'department',
  teamId: 'team',
  managerId: 'manager',
  startDate: 'start date',
  location: 'location',
  workPhone: 'work phone',
};

const reportingLoop = (names: readonly string[]) => conflict('REPORTING_LOOP', reportingLoopMessage(names));

/**
 * People and their reporting lines. Anyone signed in reads the list, a page and the chart; only the
 * person, their managers up the chain and administrators read their private fields. Administrators
 * place people: a job title, a department and team, a manager — never one that would close a loop.
 */
export function createPeopleService({ db, auditor }: { db: Database; auditor: Auditor }) {
  /** The managers above the person, nearest first. */
  const chainOf = (executor: Executor, managerId: string | null) =>
    managerId === null ? Promise.resolve([]) : findChainFrom(executor, managerId);

  /** The person's page as `viewer` may read it; 404 for nobody, and for a deactivated account but to administrators. */
  /** The person `viewer` may look at: 404 when there is none, or when they left and `viewer` is not an administrator. */
  async function visiblePerson(executor: Executor, viewer: Viewer, id: string) {
    const person = await findPerson(executor, id);
    if (person === undefined || (person.deactivatedAt !== null && !viewer.isAdmin)) {
      throw notFound(PEOPLE_MESSAGES.notFound);
    }
    return person;
  }

  async function pageOf(executor: Executor, viewer: Viewer, id: string): Promise<Person> {
    const person = await visiblePerson(executor, viewer, id);
    const [chain, directReports] = await Promise.all([
      chainOf(executor, person.managerId),
      findDirectReports(executor, id),
    ]);
    const { deactivatedAt: _deactivatedAt, managerId: _managerId, phone, address, ...visible } = person;
    const maySeePrivate = viewer.isAdmin || viewer.id === id || chain.some((manager) => manager.id === viewer.id);
    return {
      ...visible,
      manager: chain[0] ?? null,
      chain,
      directReports,
      private: maySeePrivate ? { phone, address } : null,
    };
  }

  /** 400 naming the field when a new manager, department or team does not exist (or a manager is inactive). */
  async function checkPlacement(tx: Executor, id: string, changes: PersonUpdate) {
    const { managerId, departmentId, teamId } = changes;
    if (managerId === id) throw validationFailed({ managerId: PEOPLE_MESSAGES.ownManager });
    if (managerId && !(await isActivePerson(tx, managerId))) {
      throw validationFailed({ managerId: PEOPLE_MESSAGES.managerNotFound });
    }
    if (departmentId && !(await unitExists(tx, departmentId, 'department'))) {
      throw validationFailed({ departmentId: PEOPLE_MESSAGES.departmentNotFound });
    }
    if (teamId && !(await unitExists(tx, teamId, 'team'))) {
      throw validationFailed({ teamId: PEOPLE_MESSAGES.teamNotFound });
    }
  }

  /** 409 naming the loop when `managerId` reports, through any chain, to the person `id`. */
  async function refuseLoop(tx: Executor, person: { id: string; name: string }, managerId: string) {
    const chain = await findChainFrom(tx, managerId);
    const closing = chain.findIndex((manager) => manager.id === person.id);
    if (closing >= 0) throw reportingLoop([person.name, ...chain.slice(0, closing + 1).map(({ name }) => name)]);
  }

  return {
    list: (query: PeopleQuery) => listPeople(db, query),

    get: (viewer: Viewer, id: string) => pageOf(db, viewer, id),

    /** 404 unless `viewer` may read `personId`'s private details: themselves, a manager up their chain, or an administrator. */
    async requirePrivateAccess(viewer: Viewer, personId: string) {
      const person = await visiblePerson(db, viewer, personId);
      if (viewer.isAdmin || viewer.id === personId) return;
      const chain = person.managerId === null ? [] : await findChainFrom(db, person.managerId);
      if (!chain.some((manager) => manager.id === viewer.id)) throw notFound(PEOPLE_MESSAGES.notFound);
    },

    /**
     * Changes the organisation's fields of a person, in one transaction with the reporting lines
     * locked: the loop check reads the lines every earlier change committed, so two administrators
     * closing a loop together cannot both succeed. Audited with the fields that changed.
     */
    update(actor: Actor & Viewer, id: string, changes: PersonUpdate) {
      return db.transaction(async (tx) => {
        await lockReportingLines(tx);
        const person = await findPerson(tx, id);
        if (person === undefined) throw notFound(PEOPLE_MESSAGES.notFound);
        const fields = (Object.keys(changes) as (keyof PersonUpdate)[]).filter((field) => changes[field] !== undefined);
        if (fields.length === 0) return pageOf(tx, actor, id);
        await checkPlacement(tx, id, changes);
        if (changes.managerId) await refuseLoop(tx, person, changes.managerId);
        try {
          await updatePlacement(tx, id, changes);
        } catch (error) {
          if (isRefusedBy(error, 'profiles_no_reporting_loop')) throw reportingLoop([person.name, '…', person.name]);
          throw error;
        }
        await auditor.record(tx, actor, {
          action: 'person.updated',
          summary: AUDIT_SUMMARIES.personUpdated(
            person.name,
            fields.map((field) => FIELD_LABELS[field]),
          ),
          subjectId: id,
        });
        return pageOf(tx, actor, id);
      });
    },

    /**
     * Every active person with their manager and number of direct reports. Someone whose manager
     * is not active (an account deactivated before its reports could move) shows at the top.
     */
    async orgChart(): Promise<OrgChartNode[]> {
      const people = await listOrgChart(db);
      const reportCounts = new Map<string, number>();
      const active = new Set(people.map((person) => person.id));
      for (const { managerId } of people) {
        if (managerId !== null && active.has(managerId)) {
          reportCounts.set(managerId, (reportCounts.get(managerId) ?? 0) + 1);
        }
      }
      return people.map((person) => ({
        ...person,
        managerId: person.managerId !== null && active.has(person.managerId) ? person.managerId : null,
        reportCount: reportCounts.get(person.id) ?? 0,
      }));
    },

    /**
     * For an account about to be deactivated or deleted, inside that transaction: the people who
     * report to it now report to its own manager.
     */
    moveReportsUp: async (tx: Executor, id: string) => {
      await lockReportingLines(tx);
      return moveReportsUp(tx, id);
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
