import type { Rolldown } from 'vite';

type ModuleInfo = NonNullable<ReturnType<Rolldown.ChunkingContext['getModuleInfo']>>;
type Reaches = (id: string, context: Rolldown.ChunkingContext) => boolean;

const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/** Whether a module is one that `entry` imports statically, directly or through others (not the entry itself). */
function staticallyImportedBy(entry: string): Reaches {
  // Keyed by the entry's module info, which the bundler keeps for one chunking pass.
  const reachedIn = new WeakMap<ModuleInfo, Set<string>>();
  return (id, context) => {
    const root = context.getModuleInfo(entry);
    if (!root) return false;
    let ids = reachedIn.get(root);
    if (!ids) {
      ids = new Set([entry]);
      for (const reached of ids)
        for (const imported of context.getModuleInfo(reached)?.importedIds ?? []) ids.add(imported);
      reachedIn.set(root, ids);
    }
    return id !== entry && ids.has(id);
  };
}

/**
 * Four chunks for what the two entries import statically. The base (libraries, and our own code):
 * what `islands.tsx` (`islands`) needs, React and the navigation, which every page loads, the
 * app's pages too. Then the rest of what `boot.tsx` (`app`) needs, the libraries, and our own code.
 * The bundler would otherwise split off each module that a lazy route also imports (the router,
 * the query client, the button, each icon) into a file of its own: twenty-odd requests, preload
 * links and module records on every page, for code the page always runs. Every route is imported
 * through `boot.tsx`, so a route that needs one of these modules finds it loaded already. The
 * libraries change only when a dependency does, so a returning visitor keeps them across releases
 * and downloads our own code again.
 *
 * The entries stay in chunks of their own: `boot.tsx` awaits the routes' code at its top level,
 * and a route that imported from a chunk still evaluating would wait for it forever.
 */
export function bootChunks(app: string, islands: string): Rolldown.CodeSplittingGroup[] {
  const inIslands = staticallyImportedBy(islands);
  const inApp = staticallyImportedBy(app);
  const group = (name: string, reaches: Reaches, library: boolean, priority: number) => ({
    debugName: name,
    priority,
    name: (id: string, context: Rolldown.ChunkingContext) =>
      isLibrary(id) === library && reaches(id, context) ? name : null,
  });
  return [
    group('base-libraries', inIslands, true, 4),
    group('base', inIslands, false, 3),
    group('libraries', inApp, true, 2),
    group('boot', inApp, false, 1),
  ];
}
