import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootChunks } from './vite-plugins/boot-chunks.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { startAfterPaint } from './vite-plugins/start-after-paint.ts';

const boot = fileURLToPath(new URL('./src/boot.tsx', import.meta.url));
const islands = fileURLToPath(new URL('./src/islands.tsx', import.meta.url));
const apiServer = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), startAfterPaint({ app: boot, islands }), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    target: 'es2022',
    // Source maps stay out of what visitors download.
    sourcemap: false,
    // The server's render bundle (dist-ssr) needs code only; the pictures and icons are served from dist.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), boot, islands },
          output: { codeSplitting: { groups: bootChunks(boot, islands) } },
        },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/socket.io': { target: apiServer, ws: true },
    },
  },
}));
