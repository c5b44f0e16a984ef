import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, symlink, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './server-process';

/** Runs a command in `cwd`; its output is kept (and shown by the error when it fails), never streamed. */
const exec = (command: string, args: string[], cwd: string) =>
  promisify(execFile)(command, args, { cwd, maxBuffer: 256 * 1024 * 1024 });

const git = async (...args: string[]) => (await exec('git', args, repoRoot)).stdout.trim();

/** Another commit of this repository, checked out in a temporary git worktree. */
export interface Worktree {
  dir: string;
  /** The commit's short hash. */
  commit: string;
  /** Deletes the folder and unregisters the worktree. */
  remove(): Promise<void>;
}

/** The folders that may hold a node_modules: the root and its npm workspaces, under `root`. */
async function installFolders(root: string) {
  const manifest = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces?: string[] };
  return [root, ...(manifest.workspaces ?? []).map((workspace) => path.join(root, workspace))];
}

/** Checks `ref` out, detached, in a new folder under the system's temporary folder. */
export async function addWorktree(ref: string): Promise<Worktree> {
  const commit = await git('rev-parse', '--verify', '--short', `${ref}^{commit}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), `topgear-${commit}-`));
  try {
    await git('worktree', 'add', '--detach', dir, commit);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const remove = async () => {
    // Links lead into this checkout's node_modules: they go first, so that nothing removing the
    // worktree can reach through them.
    const links = (await installFolders(dir)).map((folder) => path.join(folder, 'node_modules'));
    await Promise.all(links.map((link) => unlink(link).catch(() => undefined)));
    await git('worktree', 'remove', '--force', dir);
  };
  return { dir, commit, remove };
}

interface LockEntry {
  version?: string;
  /** A workspace link's target folder. */
  resolved?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
type Lock = Record<string, LockEntry>;

const lockAt = async (commit: string): Promise<Lock> =>
  (JSON.parse(await git('show', `${commit}:package-lock.json`)) as { packages: Lock }).packages;
const currentLock = async (): Promise<Lock> =>
  (JSON.parse(await readFile(path.join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Lock }).packages;

/**
 * Why this checkout's node_modules cannot serve `wanted` (the lock of the commit to build), or
 * undefined when it can: every package that lock installs is here at the same place and version,
 * and none of the packages here that it lacks would be found first by its code (one nested in a
 * folder it has; packages at the top level are looked up last, so extra ones there change nothing).
 */
function whyNotShared(wanted: Lock, here: Lock) {
  const identity = (entry: LockEntry | undefined) => entry?.version ?? entry?.resolved;
  const differing = Object.keys(wanted).find((place) => identity(here[place]) !== identity(wanted[place]));
  if (differing !== undefined)
    return `${differing} is ${identity(wanted[differing])} there, ${identity(here[differing])} here`;
  const shadowing = Object.keys(here).find((place) => {
    // `a/node_modules/b` is found from inside `a`, before any `b` further up.
    const nestedAt = place.lastIndexOf('/node_modules/');
    return !(place in wanted) && nestedAt > 0 && place.slice(0, nestedAt) in wanted;
  });
  return shadowing && `${shadowing} is only here`;
}

/**
 * The folders of workspace packages that others import (`@topgear/shared`): the links in
 * node_modules lead to this checkout's copies, built into the other commit's bundles.
 */
function importedWorkspaces(lock: Lock) {
  const imported = new Set(
    Object.entries(lock)
      .filter(([place]) => !place.includes('node_modules/'))
      .flatMap(([, entry]) => [...Object.keys(entry.dependencies ?? {}), ...Object.keys(entry.devDependencies ?? {})]),
  );
  return Object.entries(lock)
    .filter(([place, entry]) => entry.link && imported.has(place.slice('node_modules/'.length)))
    .map(([, entry]) => entry.resolved!);
}

async function differsHere(commit: string, folders: string[]) {
  const changed = await git('diff', '--name-only', commit, '--', ...folders);
  return changed !== '';
}

/**
 * Makes dependencies available in the worktree the cheap way when that builds the same thing:
 * its node_modules folders become links to this checkout's, when this checkout installs every
 * package the worktree's lock does (see whyNotShared) and the workspace packages the apps import
 * are the same in both (the links lead to this checkout's). Otherwise `npm ci` installs the
 * worktree's own, a minute or two. Resolves with what was done.
 */
async function provideDependencies({ dir, commit }: Worktree) {
  const wanted = await lockAt(commit);
  const sharedSources = importedWorkspaces(wanted);
  const reason =
    whyNotShared(wanted, await currentLock()) ??
    ((await differsHere(commit, sharedSources)) ? `${sharedSources.join(', ')} differ` : undefined);
  if (reason !== undefined) {
    await exec('npm', ['ci', '--no-audit', '--no-fund'], dir);
    return `npm ci (${reason})`;
  }
  const folders = await installFolders(dir);
  for (const folder of folders) {
    const shared = path.join(repoRoot, path.relative(dir, folder), 'node_modules');
    if (existsSync(shared) && existsSync(folder)) await symlink(shared, path.join(folder, 'node_modules'));
  }
  return "this checkout's node_modules linked";
}

/** Installs the worktree's dependencies (see provideDependencies) and runs `npm run build` there; resolves with how it installed. */
export async function buildWorktree(worktree: Worktree) {
  const installed = await provideDependencies(worktree);
  await exec('npm', ['run', 'build'], worktree.dir);
  return installed;
}

/** This checkout's commit, `-dirty` when it has uncommitted changes. */
export const describeCheckout = () => git('describe', '--always', '--dirty');

/**
 * The earlier commit a benchmark measures beside this checkout: `--before <git-ref>` on the
 * command line, else $BENCH_BEFORE, else `fallback` (none: the benchmark measures this checkout only).
 */
export function beforeRefArgument<Fallback extends string | undefined>(
  script: string,
  fallback: Fallback,
): string | Fallback {
  const flag = process.argv.indexOf('--before');
  if (flag === -1) return process.env.BENCH_BEFORE ?? fallback;
  const ref = process.argv[flag + 1];
  if (!ref) throw new Error(`usage: ${script} [--before <git-ref>]`);
  return ref;
}
