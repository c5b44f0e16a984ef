import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
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
  // Written in full under a private name, then linked into place: nobody can read a half-written
  // secret, and when two processes race, the first link wins and both use its secret.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  const secret = await readSecret(file);
  if (!secret) throw new Error(`could not read the auth secret from ${file}`);
  return secret;
}

async function readSecret(file: string) {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
