import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Transaction } from './client';

const openTransaction = new AsyncLocalStorage<Transaction>();

/**
 * Runs `work` in one transaction. Code that reaches the database through `joinOpenTransaction`
 * meanwhile (Better Auth does) takes part in it, so a sign-up and our own rows commit or roll
 * back together.
 */
export function runInTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction((tx) => openTransaction.run(tx, () => work(tx)));
}

/**
 * A database handle that is the open transaction of the calling async context when there is
 * one (its own transactions become savepoints), and `db` otherwise.
 */
export function joinOpenTransaction(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      const source: Database = openTransaction.getStore() ?? target;
      const value: unknown = Reflect.get(source, property, source);
      if (typeof value !== 'function') return value;
      return (value as (this: Database, ...args: unknown[]) => unknown).bind(source);
    },
  });
}
