import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
/** Below this size the compressed copy saves less than the request headers weigh. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` copies next to the built assets, so the server sends them compressed
 * without spending CPU per request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'topgear:precompress',
    // The server's render bundle is read from disk by the server, never sent to a browser.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const fullPath = path.join(outDir, file);
          const content = await readFile(fullPath);
          if (content.length < MIN_BYTES) return;
          const [gzipped, brotli] = await Promise.all([
            gzipAsync(content, { level: 9 }),
            brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          ]);
          await Promise.all([writeFile(`${fullPath}.gz`, gzipped), writeFile(`${fullPath}.br`, brotli)]);
        }),
      );
    },
  };
}
