import type { Rolldown } from 'vite';

type ModuleInfo = NonNullable<ReturnType<Rolldown.ChunkingContext['getModuleInfo']>>;

/**
 * One chunk for everything `boot.tsx` (`entry`) imports statically. The bundler would otherwise
 * split off each module that a lazy route also imports (the router, the query client, the button,
 * each icon) into a file of its own: twenty-odd requests, preload links and module records on
 * every page, for code the page always runs. Every route is imported through `boot.tsx`, so a
 * route that needs one of these modules finds it loaded already.
 */
export function bootChunk(entry: string): Rolldown.CodeSplittingGroup {
  // Keyed by the entry's module info, which the bundler keeps for one chunking pass.
  const reachedIn = new WeakMap<ModuleInfo, Set<string>>();
  const reached = (context: Rolldown.ChunkingContext) => {
    const root = context.getModuleInfo(entry);
    if (!root) return new Set<string>();
    let ids = reachedIn.get(root);
    if (!ids) {
      ids = new Set([entry]);
      for (const id of ids) for (const imported of context.getModuleInfo(id)?.importedIds ?? []) ids.add(imported);
      reachedIn.set(root, ids);
    }
    return ids;
  };
  return {
    debugName: 'boot',
    // `boot.tsx` itself stays in a chunk of its own: it awaits the routes' code at its top level,
    // and a route that imported from a chunk still evaluating would wait for it forever.
    name: (id, context) => (id !== entry && reached(context).has(id) ? 'boot' : null),
  };
}
