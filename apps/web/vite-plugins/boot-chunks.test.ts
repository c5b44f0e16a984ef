import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, expect, it } from 'vitest';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const navigation = path.join(webRoot, 'src/config/navigation.ts');
const outDirs: string[] = [];

afterAll(() => Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A release that changes one line of our own code that every page runs. */
const changedNavigation = (): Plugin => ({
  name: 'test:changed-navigation',
  transform: (code, id) => (id === navigation ? `${code}\nglobalThis.release = 'next';\n` : null),
});

/** The browser build's code files. */
async function builtChunks(plugins: Plugin[] = []) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'topgear-web-build-'));
  outDirs.push(outDir);
  const output = (await build({
    root: webRoot,
    logLevel: 'silent',
    plugins,
    build: { outDir },
  })) as Rolldown.RolldownOutput;
  return output.output.filter((file) => file.type === 'chunk');
}

/** The files' names, made of their content as visitors' browsers cache them. */
const builtFiles = async (plugins: Plugin[] = []) => (await builtChunks(plugins)).map((chunk) => chunk.fileName);

it('keeps the libraries every page loads in files that a release of our own code leaves unchanged', async () => {
  const release = await builtFiles();
  const nextRelease = await builtFiles([changedNavigation()]);

  const libraries = release.filter((file) => /^assets\/(base-)?libraries-[\w-]+\.js$/.test(file));
  expect(libraries).toHaveLength(2);
  for (const file of libraries) expect(nextRelease).toContain(file);
  // The change itself does reach the browser, in the file of our own code that every page loads.
  const ownCode = release.filter((file) => file.startsWith('assets/base-') && !libraries.includes(file));
  expect(ownCode).toHaveLength(1);
  expect(nextRelease).not.toContain(ownCode[0]);
}, 60_000);

it('loads neither the router nor the query client with the islands of a page served as such', async () => {
  const chunks = await builtChunks();
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.facadeModuleId === path.join(webRoot, 'src/islands.tsx'));
  expect(entry).toBeDefined();

  const loaded = [entry!];
  for (const chunk of loaded)
    for (const file of chunk.imports) if (!loaded.includes(byName.get(file)!)) loaded.push(byName.get(file)!);
  const modules = loaded.flatMap((chunk) => chunk.moduleIds);

  expect(modules.some((id) => id.includes('/node_modules/react-dom/'))).toBe(true);
  expect(modules.some((id) => id.endsWith('/src/features/home/components/countdown-section.tsx'))).toBe(true);
  expect(modules.filter((id) => /\/node_modules\/(react-router|@tanstack)\//.test(id))).toEqual([]);
}, 60_000);
