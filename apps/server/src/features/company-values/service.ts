import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import { ACTIVE_VALUES_MAX, COMPANY_VALUE_MESSAGES } from '@topgear/shared/company-values';
import type { Actor, Auditor } from '../../audit';
import type { Database, Executor } from '../../db/client';
import { refusingDuplicates } from '../../db/unique-violation';
import { conflict, orNotFound } from '../../http-errors';
import {
  findValue,
  insertValue,
  listValues,
  lockValuesInUse,
  setPosition,
  setRetired,
  updateValue,
  valuesInUse,
  type ValueFields,
} from './repository';

/** A name another value holds, any case, retired ones too: the unique index settles it. */
const nameTaken = () =>
  conflict('NAME_TAKEN', COMPANY_VALUE_MESSAGES.nameTaken, { name: COMPANY_VALUE_MESSAGES.nameTaken });

/** 409 when the company uses as many values as it may; the caller holds `lockValuesInUse`. */
async function refuseOneMore(tx: Executor) {
  if ((await valuesInUse(tx)).length >= ACTIVE_VALUES_MAX) {
    throw conflict('TOO_MANY_VALUES', COMPANY_VALUE_MESSAGES.tooMany);
  }
}

const found = <Row>(row: Row | undefined) => orNotFound(row, COMPANY_VALUE_MESSAGES.notFound);

/**
 * The company's values, kept by administrators: added, changed, ordered, retired and restored,
 * each change audited. Which values are in use, and their order, change one write at a time.
 */
export function createCompanyValueService({ db, auditor }: { db: Database; auditor: Auditor }) {
  /** Retires the value or puts it back; doing what is done already changes nothing and records nothing. */
  const setInUse = (actor: Actor, id: string, inUse: boolean) =>
    db.transaction(async (tx) => {
      await lockValuesInUse(tx);
      const value = found(await findValue(tx, id));
      if ((value.retiredAt === null) === inUse) return value;
      if (inUse) await refuseOneMore(tx);
      const changed = found(await setRetired(tx, id, !inUse));
      await auditor.record(tx, actor, {
        action: inUse ? 'company-value.restored' : 'company-value.retired',
        summary: (inUse ? AUDIT_SUMMARIES.companyValueRestored : AUDIT_SUMMARIES.companyValueRetired)(value.name),
        subjectId: id,
      });
      return changed;
    });

  return {
    list: () => listValues(db),

    create: (actor: Actor, fields: ValueFields) =>
      refusingDuplicates(
        () =>
          db.transaction(async (tx) => {
            await lockValuesInUse(tx);
            await refuseOneMore(tx);
            const created = await insertValue(tx, fields);
            await auditor.record(tx, actor, {
              action: 'company-value.created',
              summary: AUDIT_SUMMARIES.companyValueCreated(created.name),
              subjectId: created.id,
            });
            return created;
          }),
        nameTaken,
      ),

    update: (actor: Actor, id: string, fields: ValueFields) =>
      refusingDuplicates(
        () =>
          db.transaction(async (tx) => {
            const updated = found(await updateValue(tx, id, fields));
            await auditor.record(tx, actor, {
              action: 'company-value.updated',
              summary: AUDIT_SUMMARIES.companyValueUpdated(updated.name),
              subjectId: id,
            });
            return updated;
          }),
        nameTaken,
      ),

    /**
     * Puts the values in use in the order of `ids`, which must name each of them once: an order
     * made from an out-of-date list (another administrator added or retired one) is a 409.
     */
    order: (actor: Actor, ids: string[]) =>
      db.transaction(async (tx) => {
        await lockValuesInUse(tx);
        const current = await valuesInUse(tx);
        const byId = new Map(current.map((value) => [value.id, value]));
        if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => byId.has(id))) {
          throw conflict('ORDER_CHANGED', COMPANY_VALUE_MESSAGES.orderChanged);
        }
        for (const [index, id] of ids.entries()) {
          if (byId.get(id)!.position !== index + 1) await setPosition(tx, id, index + 1);
        }
        await auditor.record(tx, actor, {
          action: 'company-value.reordered',
          summary: AUDIT_SUMMARIES.companyValuesReordered(ids.map((id) => byId.get(id)!.name)),
        });
        return listValues(tx);
      }),

    retire: (actor: Actor, id: string) => setInUse(actor, id, false),

    restore: (actor: Actor, id: string) => setInUse(actor, id, true),
  };
}

export type CompanyValueService = ReturnType<typeof createCompanyValueService>;
