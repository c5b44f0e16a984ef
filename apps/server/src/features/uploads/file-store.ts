import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where the bytes of uploaded files live, by key. Keys are made by the server (a random UUID and an
 * extension), never from a name a client sent, so nothing is ever written outside the store. This
 * one is a folder on disk, which every process of a deployment must share (DATA_DIR on one volume);
 * an S3-compatible bucket could take its place behind the same operations.
 */
export interface FileStore {
  /**
   * Writes `content` to a new temporary object and answers its key and size. When the stream or
   * the write fails, nothing of it is left behind.
   */
  saveTemporary(content: Readable): Promise<{ key: string; size: number }>;
  /** Gives a temporary object the key it keeps for good. */
  keep(temporaryKey: string, key: string): Promise<void>;
  /** The object's bytes from the start, or undefined when there is no such object. */
  open(key: string): Promise<Readable | undefined>;
  /** Removes the object; one that is not there is already removed. */
  remove(key: string): Promise<void>;
}

const TEMPORARY_PREFIX = 'incoming-';

/**
 * An upload takes minutes at most: a temporary file older than this was left by a process that
 * stopped in the middle of one, and no process will ever finish it.
 */
export const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/** What the server names objects: `<uuid>.<ext>` for good, `incoming-<uuid>` while an upload is checked. */
const KEY_PATTERN = /^(?:incoming-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\.[a-z0-9]{1,10})?$/;

/** A new key for a file kept for good, ending in `extension` ('.pdf'). */
export const newStorageKey = (extension: string) => `${randomUUID()}${extension}`;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/** Removes the temporary files in `root` that no upload under way can still own. */
async function removeStaleTemporaries(root: string, now: number) {
  for (const name of await readdir(root)) {
    if (!name.startsWith(TEMPORARY_PREFIX)) continue;
    const file = path.join(root, name);
    const modified = await stat(file).then(
      (found) => found.mtimeMs,
      () => now,
    );
    if (now - modified > STALE_TEMPORARY_MS) await rm(file, { force: true });
  }
}

/**
 * The store in `folder`, which it creates when missing, clearing what uploads cut short by a stopped
 * process left there. Other processes may be using the folder at the same moment: their uploads
 * under way are younger than STALE_TEMPORARY_MS and stay.
 */
export async function createDiskFileStore(folder: string): Promise<FileStore> {
  const root = path.resolve(folder);
  await mkdir(root, { recursive: true });
  await removeStaleTemporaries(root, Date.now());

  /** The file of `key`, refusing any key the store did not make: a key is never a path. */
  function fileOf(key: string) {
    if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    return path.join(root, key);
  }

  return {
    async saveTemporary(content) {
      const key = `${TEMPORARY_PREFIX}${randomUUID()}`;
      const file = fileOf(key);
      // 'wx': a new file only, never one that is there already.
      const handle = await open(file, 'wx', 0o600);
      const output = handle.createWriteStream();
      try {
        await pipeline(content, output);
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return { key, size: output.bytesWritten };
    },

    async keep(temporaryKey, key) {
      await rename(fileOf(temporaryKey), fileOf(key));
    },

    async open(key) {
      try {
        const handle = await open(fileOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
