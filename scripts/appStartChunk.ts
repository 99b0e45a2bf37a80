import type { Plugin } from 'vite';

interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

/** A code-splitting group of the app build (rolldown's `output.codeSplitting.groups[]`). */
interface NamedGroup {
  readonly name: (id: string, graph: ModuleGraph) => string | null;
}

const BARREL = /[\\/]index\.tsx?$/;

/**
 * The app's own modules of the last boot stage in one chunk. Left to itself, the bundler puts every
 * module the app's start shares with a page (the button, the icon, the toasts, the session, the
 * layout's data…) in a small file of its own: some 30 files, each with import lines naming the
 * others by their hashed names, compressed one by one. The first load is the same modules in one
 * file, about 10 kB lighter gzipped. Pages import them from it; it is always loaded before any page.
 *
 * The group holds the modules `startFile` imports statically, directly or not, except those the
 * earlier stages (`beforeFiles`: the entry and its other stages) already import and libraries
 * (their own groups). The walk does not go through barrel files (`index.ts`): a barrel imports
 * every module of its folder, most of which tree shaking drops; modules reached only through a
 * barrel keep their usual place, which for one used by the start alone is this chunk anyway.
 */
export function appStartChunk(name: string, startFile: string, beforeFiles: readonly string[]): { group: NamedGroup; plugin: Plugin } {
  let modules: Set<string> | null = null;
  const walk = (graph: ModuleGraph, from: string, into: Set<string>): Set<string> => {
    const stack = [from];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (into.has(id)) continue;
      into.add(id);
      for (const next of graph.getModuleInfo(id)?.importedIds ?? []) if (!BARREL.test(next)) stack.push(next);
    }
    return into;
  };
  const startModules = (graph: ModuleGraph): Set<string> => {
    if (modules) return modules;
    const before = new Set<string>();
    for (const file of beforeFiles) walk(graph, file, before);
    const start = walk(graph, startFile, new Set());
    modules = new Set([...start].filter((id) => !before.has(id) && !/[\\/]node_modules[\\/]/.test(id)));
    return modules;
  };
  return {
    group: { name: (id, graph) => (startModules(graph).has(id) ? name : null) },
    // A new build (watch mode) has a new module graph.
    plugin: {
      name: 'storefront:app-start-chunk',
      apply: 'build',
      buildStart() {
        modules = null;
      },
    },
  };
}
