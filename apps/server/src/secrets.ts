import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The session-signing secret kept in `dataDir`, created on first start, so that sessions survive
 * restarts without any configuration.
 */
export async function loadOrCreateAuthSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'auth-secret');
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const created = await readSecret(file);
  if (!created) throw new Error(`could not read the auth secret from ${file}`);
  return created;
}

async function readSecret(file: string) {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
