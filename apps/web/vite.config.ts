import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootChunk } from './vite-plugins/boot-chunk.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { lowPriorityEntryScript } from './vite-plugins/script-priority.ts';

const apiServer = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), lowPriorityEntryScript(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    target: 'es2022',
    // Source maps stay out of what visitors download.
    sourcemap: false,
    // The server's render bundle (dist-ssr) needs code only; the pictures and icons are served from dist.
    copyPublicDir: !isSsrBuild,
    // No preload links in index.html: the browser would fetch them with the stylesheet, ahead of the
    // pictures, though a page the server rendered needs neither to paint. The entry's imports are
    // found when it arrives; the chunks a route imports are still preloaded together.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // Its own small file, as before: the entry needs it before the page has painted.
                { name: 'preload-helper', test: /^\0vite\/preload-helper/, priority: 1 },
                bootChunk(fileURLToPath(new URL('./src/boot.tsx', import.meta.url))),
              ],
            },
          },
        },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/socket.io': { target: apiServer, ws: true },
    },
  },
}));
