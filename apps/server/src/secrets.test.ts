import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateAuthSecret } from './secrets';

let dataDir = '';
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'topgear-secrets-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const secretFile = () => path.join(dataDir, 'auth-secret');

describe('loadOrCreateAuthSecret', () => {
  it('creates a secret of at least 32 characters in DATA_DIR/auth-secret, readable by its owner only', async () => {
    const secret = await loadOrCreateAuthSecret(dataDir);

    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(secret).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await readFile(secretFile(), 'utf8')).toBe(secret);
    if (process.platform !== 'win32') expect((await stat(secretFile())).mode & 0o777).toBe(0o600);
  });

  it('answers the same secret on the next start', async () => {
    const first = await loadOrCreateAuthSecret(dataDir);

    expect(await loadOrCreateAuthSecret(dataDir)).toBe(first);
    expect(await loadOrCreateAuthSecret(dataDir)).toBe(first);
  });

  it('creates a different secret for a different data directory', async () => {
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'topgear-secrets-'));
    try {
      expect(await loadOrCreateAuthSecret(otherDir)).not.toBe(await loadOrCreateAuthSecret(dataDir));
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('creates DATA_DIR when it does not exist yet', async () => {
    const nested = path.join(dataDir, 'not', 'there', 'yet');

    const secret = await loadOrCreateAuthSecret(nested);

    expect(await readFile(path.join(nested, 'auth-secret'), 'utf8')).toBe(secret);
  });

  it('keeps a secret an operator put in the file, without its trailing newline', async () => {
    const own = 'an-operator-chosen-secret-that-is-long-enough';
    await writeFile(secretFile(), `${own}\n`);

    expect(await loadOrCreateAuthSecret(dataDir)).toBe(own);
    expect(await readFile(secretFile(), 'utf8')).toBe(`${own}\n`);
  });

  it('gives every one of several simultaneous starts the same secret', async () => {
    const secrets = await Promise.all(Array.from({ length: 8 }, () => loadOrCreateAuthSecret(dataDir)));

    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]?.length).toBeGreaterThanOrEqual(32);
    expect(await readFile(secretFile(), 'utf8')).toBe(secrets[0]);
  });
});
