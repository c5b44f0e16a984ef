import type { Rolldown } from 'vite';

type ModuleInfo = NonNullable<ReturnType<Rolldown.ChunkingContext['getModuleInfo']>>;

const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/**
 * Two chunks for everything `boot.tsx` (`entry`) imports statically: the libraries, and our own
 * code. The bundler would otherwise split off each module that a lazy route also imports (the
 * router, the query client, the button, each icon) into a file of its own: twenty-odd requests,
 * preload links and module records on every page, for code the page always runs. Every route is
 * imported through `boot.tsx`, so a route that needs one of these modules finds it loaded already.
 * The libraries change only when a dependency does, so a returning visitor keeps them across
 * releases and downloads our own code again.
 */
export function bootChunks(entry: string): Rolldown.CodeSplittingGroup[] {
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
  // `boot.tsx` itself stays in a chunk of its own: it awaits the routes' code at its top level,
  // and a route that imported from a chunk still evaluating would wait for it forever.
  const inBoot = (id: string, context: Rolldown.ChunkingContext) => id !== entry && reached(context).has(id);
  return [
    {
      debugName: 'boot libraries',
      priority: 2,
      name: (id, context) => (isLibrary(id) && inBoot(id, context) ? 'libraries' : null),
    },
    { debugName: 'boot', priority: 1, name: (id, context) => (inBoot(id, context) ? 'boot' : null) },
  ];
}
