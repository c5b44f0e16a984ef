import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
// Our workspace packages are TypeScript sources: bundle them. Everything else loads from node_modules.
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@topgear/'));

await build({
  // The password estimator runs on a thread of its own, started from a file beside the server's.
  entryPoints: ['server', 'password-strength-worker'].map(
    (name) => new URL(`../src/${name}.ts`, import.meta.url).pathname,
  ),
  outdir: new URL('../dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'info',
});
