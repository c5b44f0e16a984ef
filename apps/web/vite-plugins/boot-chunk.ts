import type { Rolldown } from 'vite';

/**
 * One chunk for everything `boot.tsx` (`entry`) imports statically. The bundler would otherwise split off
 * each module that a lazy route also imports (the router, the query client, the button, each
 * icon) into a file of its own: twenty-odd requests, preload links and module records on every
 * page, for code the page always runs. Every route is imported through `boot.tsx`, so a route
 * that needs one of these modules finds it loaded already.
 */
export function bootChunk(entry: string): Rolldown.CodeSplittingGroup {
  const reached = new Map<string, boolean>();
  const isReached = (id: string, getImporters: (id: string) => readonly string[]): boolean => {
    const known = reached.get(id);
    if (known !== undefined) return known;
    // Counted as not reached while its importers are visited, which ends import cycles.
    reached.set(id, false);
    const result = id === entry || getImporters(id).some((importer) => isReached(importer, getImporters));
    reached.set(id, result);
    return result;
  };
  return {
    debugName: 'boot',
    // `boot.tsx` itself stays in a chunk of its own: it awaits the routes' code at its top level, and a
    // route that imported from a chunk still evaluating would wait for it forever.
    name: (id, context) =>
      id !== entry && isReached(id, (importerId) => context.getModuleInfo(importerId)?.importers ?? []) ? 'boot' : null,
  };
}
