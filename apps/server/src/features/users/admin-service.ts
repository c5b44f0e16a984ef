import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import { type Role, USER_ADMIN_MESSAGES, type UserListQuery } from '@topgear/shared/users';
import type { Actor, Auditor } from '../../audit';
import type { Database, Executor, Transaction } from '../../db/client';
import { conflict, forbidden, orNotFound } from '../../http-errors';
import {
  deleteSessionsOf,
  deleteUser,
  findManagedUser,
  listUsers,
  lockAdmins,
  setDeactivated,
  setRole,
} from './repository';

export interface UserAdminServiceDeps {
  db: Database;
  auditor: Auditor;
  /**
   * Collects, inside the deleting transaction, the files a person stored; the function it resolves
   * with removes their bytes, once the deletion has committed.
   */
  erasePersonalFiles: (tx: Executor, userId: string) => Promise<() => Promise<void>>;
  /** Closes the person's open sockets on every process, once their account, roles or sessions changed. */
  disconnect: (userId: string) => void;
  /**
   * Inside the transaction that deactivates or deletes a person, before any other lock: the people
   * who report to them now report to their manager.
   */
  moveReportsUp: (tx: Executor, userId: string) => Promise<unknown>;
}

const granted = { admin: 'adminGranted', manager: 'managerGranted' } as const;
const revoked = { admin: 'adminRevoked', manager: 'managerRevoked' } as const;

/**
 * What administrators do to people: list and search them, give and take the admin and manager
 * roles, sign them out everywhere, deactivate and reactivate an account, delete one with
 * everything of it. Each change of roles or of who may sign in takes every administrator's row
 * under lock first (`lockAdmins`) and checks the actor is still an active administrator then, so
 * changes take turns. Nobody removes their own admin role, deactivates or deletes their own
 * account, so the actor stays an active administrator: the company can never be left without one,
 * not even by two administrators removing or deactivating each other at the same moment (the
 * second finds they are no longer one, 403).
 */
export function createUserAdminService({
  db,
  auditor,
  erasePersonalFiles,
  disconnect,
  moveReportsUp,
}: UserAdminServiceDeps) {
  /** The active administrators, locked; 403 when the actor stopped being one while their request waited. */
  async function lockAdminsAs(tx: Executor, actor: Actor) {
    const admins = await lockAdmins(tx);
    if (!admins.includes(actor.id)) throw forbidden();
    return admins;
  }

  const person = async (tx: Executor, id: string) =>
    orNotFound(await findManagedUser(tx, id), USER_ADMIN_MESSAGES.notFound);

  /**
   * Changes the person in one transaction, then closes their sockets: a socket keeps the roles it
   * connected with, so their tabs reconnect and get the new ones (support's rooms or not), or are
   * refused when their sessions are gone.
   */
  async function reconnectAfter<Result>(id: string, change: (tx: Transaction) => Promise<Result>) {
    const result = await db.transaction(change);
    disconnect(id);
    return result;
  }

  return {
    list: (query: UserListQuery) => listUsers(db, query),

    /** Gives the role; 409 with the spec's 'Failed to make an admin' when the person holds it already. */
    grant: (actor: Actor, id: string, role: Role) =>
      reconnectAfter(id, async (tx) => {
        await lockAdminsAs(tx, actor);
        const { fullName } = await person(tx, id);
        if (!(await setRole(tx, id, role, true))) {
          throw conflict('ROLE_UNCHANGED', USER_ADMIN_MESSAGES.promotionFailed);
        }
        await auditor.record(tx, actor, {
          action: `user.${role}-granted`,
          summary: AUDIT_SUMMARIES[granted[role]](fullName),
          subjectId: id,
        });
        return person(tx, id);
      }),

    /** Takes the role away; 409 when the person does not hold it. */
    revoke: (actor: Actor, id: string, role: Role) =>
      reconnectAfter(id, async (tx) => {
        await lockAdminsAs(tx, actor);
        const { fullName } = await person(tx, id);
        if (role === 'admin' && id === actor.id) throw forbidden(USER_ADMIN_MESSAGES.ownAdminRole);
        if (!(await setRole(tx, id, role, false))) throw conflict('ROLE_NOT_HELD', USER_ADMIN_MESSAGES.roleNotHeld);
        await auditor.record(tx, actor, {
          action: `user.${role}-revoked`,
          summary: AUDIT_SUMMARIES[revoked[role]](fullName),
          subjectId: id,
        });
        return person(tx, id);
      }),

    /** Ends every session of the person (each device is signed out at its next request) and closes their sockets. */
    signOutEverywhere: (actor: Actor, id: string) =>
      reconnectAfter(id, async (tx) => {
        const { fullName } = await person(tx, id);
        await deleteSessionsOf(tx, id);
        await auditor.record(tx, actor, {
          action: 'user.signed-out-everywhere',
          summary: AUDIT_SUMMARIES.userSignedOutEverywhere(fullName),
          subjectId: id,
        });
      }),

    /**
     * Deactivates the account: its sessions end and its sockets close at once, and it cannot sign
     * in until reactivated; everything of it stays (work, posts, the log's entries) but its place
     * in the organisation: its reports move to its manager. 409 when it is deactivated already;
     * nobody deactivates their own account.
     */
    deactivate: (actor: Actor, id: string) =>
      reconnectAfter(id, async (tx) => {
        await moveReportsUp(tx, id);
        await lockAdminsAs(tx, actor);
        if (id === actor.id) throw forbidden(USER_ADMIN_MESSAGES.ownDeactivation);
        const { fullName } = await person(tx, id);
        if (!(await setDeactivated(tx, id, new Date()))) {
          throw conflict('ALREADY_DEACTIVATED', USER_ADMIN_MESSAGES.alreadyDeactivated);
        }
        await deleteSessionsOf(tx, id);
        await auditor.record(tx, actor, {
          action: 'user.deactivated',
          summary: AUDIT_SUMMARIES.userDeactivated(fullName),
          subjectId: id,
        });
        return person(tx, id);
      }),

    /** Lets a deactivated person sign in again; 409 when the account is active. */
    reactivate: (actor: Actor, id: string) =>
      db.transaction(async (tx) => {
        await lockAdminsAs(tx, actor);
        const { fullName } = await person(tx, id);
        if (!(await setDeactivated(tx, id, null)))
          throw conflict('NOT_DEACTIVATED', USER_ADMIN_MESSAGES.notDeactivated);
        await auditor.record(tx, actor, {
          action: 'user.reactivated',
          summary: AUDIT_SUMMARIES.userReactivated(fullName),
          subjectId: id,
        });
        return person(tx, id);
      }),

    /**
     * Deletes the account and everything of it in one transaction (its sessions end with it), then
     * removes the bytes of its files and closes its sockets. Its reports move to its manager.
     * Nobody deletes their own account here.
     */
    async remove(actor: Actor, id: string) {
      const removeFiles = await db.transaction(async (tx) => {
        await moveReportsUp(tx, id);
        await lockAdminsAs(tx, actor);
        if (id === actor.id) throw forbidden(USER_ADMIN_MESSAGES.ownAccount);
        const erase = await erasePersonalFiles(tx, id);
        const deleted = orNotFound(await deleteUser(tx, id), USER_ADMIN_MESSAGES.notFound);
        await auditor.record(tx, actor, {
          action: 'user.deleted',
          summary: AUDIT_SUMMARIES.userDeleted(deleted.name, deleted.email),
          subjectId: id,
        });
        return erase;
      });
      disconnect(id);
      await removeFiles();
    },
  };
}
