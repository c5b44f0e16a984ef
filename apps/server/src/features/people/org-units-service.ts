import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import {
  ORG_UNIT_MESSAGES,
  PEOPLE_MESSAGES,
  type OrgUnit,
  type OrgUnitKind,
  type OrgUnitUpdate,
} from '@topgear/shared/people';
import type { Actor, Auditor } from '../../audit';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound, validationFailed } from '../../http-errors';
import {
  countActiveMembers,
  deleteUnit,
  insertUnit,
  listUnits,
  lockUnit,
  moveMembers,
  updateUnit,
} from './org-units-repository';
import { isActivePerson } from './repository';

const NOT_FOUND: Record<OrgUnitKind, string> = {
  department: PEOPLE_MESSAGES.departmentNotFound,
  team: PEOPLE_MESSAGES.teamNotFound,
};

/**
 * Departments or teams (one service per kind): administrators create, rename, give a head, merge
 * two, and delete an empty one. Each change is audited; a name is unique within its kind, whatever
 * its case (the database settles two creations at once).
 */
export function createOrgUnitService({ db, auditor, kind }: { db: Database; auditor: Auditor; kind: OrgUnitKind }) {
  const unitOrNotFound = async (tx: Executor, id: string) => {
    const unit = await lockUnit(tx, kind, id);
    if (unit === undefined) throw notFound(NOT_FOUND[kind]);
    return unit;
  };

  const checkHead = async (tx: Executor, headId: string | null | undefined) => {
    if (headId && !(await isActivePerson(tx, headId)))
      throw validationFailed({ headId: ORG_UNIT_MESSAGES.headNotFound });
  };

  /** Runs the write; a name another unit of this kind holds is a 409 on `name`. */
  const withUniqueName = async <Result>(write: () => Promise<Result>) => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict('NAME_TAKEN', ORG_UNIT_MESSAGES.nameTaken(kind), { name: ORG_UNIT_MESSAGES.nameTaken(kind) });
      }
      throw error;
    }
  };

  const unitById = async (id: string): Promise<OrgUnit> => {
    const unit = (await listUnits(db, kind)).find((candidate) => candidate.id === id);
    if (unit === undefined) throw notFound(NOT_FOUND[kind]);
    return unit;
  };

  return {
    list: (): Promise<OrgUnit[]> => listUnits(db, kind),

    async create(actor: Actor, { name, headId }: { name: string; headId: string | null }) {
      const id = await withUniqueName(() =>
        db.transaction(async (tx) => {
          await checkHead(tx, headId);
          const created = await insertUnit(tx, kind, name, headId);
          await auditor.record(tx, actor, {
            action: 'org-unit.created',
            summary: AUDIT_SUMMARIES.orgUnitCreated(kind, name),
            subjectId: created,
          });
          return created;
        }),
      );
      return unitById(id);
    },

    async update(actor: Actor, id: string, changes: OrgUnitUpdate) {
      await withUniqueName(() =>
        db.transaction(async (tx) => {
          const unit = await unitOrNotFound(tx, id);
          await checkHead(tx, changes.headId);
          await updateUnit(tx, id, changes);
          await auditor.record(tx, actor, {
            action: 'org-unit.updated',
            summary: AUDIT_SUMMARIES.orgUnitUpdated(kind, changes.name ?? unit.name),
            subjectId: id,
          });
        }),
      );
      return unitById(id);
    },

    /** Moves everyone in `id` into `intoId` and deletes `id`, in one transaction. */
    async merge(actor: Actor, id: string, intoId: string) {
      if (id === intoId) throw validationFailed({ intoId: ORG_UNIT_MESSAGES.mergeIntoItself(kind) });
      await db.transaction(async (tx) => {
        // Locked in id order, so two merges of the same pair the other way round take turns.
        const [first, second] = [id, intoId].sort();
        const locked = new Map([
          [first!, await unitOrNotFound(tx, first!)],
          [second!, await unitOrNotFound(tx, second!)],
        ]);
        await moveMembers(tx, kind, id, intoId);
        await deleteUnit(tx, id);
        await auditor.record(tx, actor, {
          action: 'org-unit.merged',
          summary: AUDIT_SUMMARIES.orgUnitMerged(kind, locked.get(id)!.name, locked.get(intoId)!.name),
          subjectId: intoId,
        });
      });
      return unitById(intoId);
    },

    /** Deletes a unit nobody active is in (deactivated people in it are left without one); 409 otherwise. */
    remove: (actor: Actor, id: string) =>
      db.transaction(async (tx) => {
        const unit = await unitOrNotFound(tx, id);
        if ((await countActiveMembers(tx, kind, id)) > 0) throw conflict('NOT_EMPTY', ORG_UNIT_MESSAGES.notEmpty(kind));
        await moveMembers(tx, kind, id, null);
        await deleteUnit(tx, id);
        await auditor.record(tx, actor, {
          action: 'org-unit.deleted',
          summary: AUDIT_SUMMARIES.orgUnitDeleted(kind, unit.name),
          subjectId: id,
        });
      }),
  };
}

export type OrgUnitService = ReturnType<typeof createOrgUnitService>;
