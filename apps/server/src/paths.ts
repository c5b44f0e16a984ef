import { fileURLToPath } from 'node:url';

/*
 * This module sits directly in `src/`, and the build bundles it into `dist/server.js`: both are one
 * level below the server package's root, so the same relative paths work for source and bundle.
 */
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
export const webDistFolder = fileURLToPath(new URL('../../web/dist', import.meta.url));
