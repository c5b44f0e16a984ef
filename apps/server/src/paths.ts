import { fileURLToPath } from 'node:url';

/**
 * The server package's root folder. This module sits directly in `src/`, and the build bundles
 * it into `dist/server.js`: both are one level below the root, so `..` works for source and bundle.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
export const webDistFolder = fileURLToPath(new URL('../../web/dist', import.meta.url));
