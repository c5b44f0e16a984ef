import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { createDiskFileStore } from './file-store';
import { storageKeysOf } from './repository';

/**
 * What deleting a person does to the files they filed: their keys are read inside the deleting
 * transaction (whose cascade then removes the records), and the bytes are removed once it has
 * committed. The account is gone by then, so a byte that cannot be removed is logged rather than
 * reported as a failed deletion; without its record nobody can download it.
 */
export async function createPersonalFileEraser(uploadsDir: string, log: FastifyBaseLogger) {
  const store = await createDiskFileStore(uploadsDir);
  return async (tx: Executor, userId: string) => {
    const keys = await storageKeysOf(tx, userId);
    return async () => {
      const results = await Promise.allSettled(keys.map((key) => store.remove(key)));
      for (const result of results) {
        if (result.status === 'rejected') log.error({ err: result.reason }, "removing a deleted person's file failed");
      }
    };
  };
}
