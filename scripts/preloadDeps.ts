import type { ModulePreloadOptions, Plugin } from 'vite';

/** Vite's `build.modulePreload.resolveDependencies`, as a function. */
export type ResolveDependencies = Extract<ModulePreloadOptions['resolveDependencies'], (...args: never[]) => unknown>;

interface ChunkLike {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly imports?: readonly string[];
}

/**
 * Leaner preload lists for lazily imported chunks. Vite lists, for every `import()`, each chunk
 * the imported one needs, including those the importing chunk already imported statically (they
 * are loaded once its code runs, so preloading them again does nothing). With the route table in
 * the entry, those lists were a good part of what each page added to every first load. This keeps
 * only the chunks the importer has not loaded yet; the page still loads in one round of requests.
 * Nor does it list the imported chunk itself, unless the list has a stylesheet: Vite's helper adds
 * the list's module preloads and then calls the `import()` in the same task (it waits only for
 * stylesheets), so that preload started the same request a moment earlier. In the app's start,
 * whose route index imports every page's route module, those names were 1.4 kB of the first load.
 */
export function preloadNotYetLoaded(): { plugin: Plugin; modulePreload: { resolveDependencies: ResolveDependencies } } {
  let bundle: Record<string, ChunkLike> = {};
  const closures = new Map<string, Set<string>>();
  const loadedWith = (fileName: string): Set<string> => {
    const known = closures.get(fileName);
    if (known) return known;
    const seen = new Set<string>();
    const stack = [fileName];
    while (stack.length > 0) {
      const next = stack.pop() as string;
      if (seen.has(next)) continue;
      seen.add(next);
      for (const imported of bundle[next]?.imports ?? []) stack.push(imported);
    }
    closures.set(fileName, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'storefront:preload-not-yet-loaded',
      enforce: 'pre',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as unknown as Record<string, ChunkLike>;
          closures.clear();
        },
      },
    },
    modulePreload: {
      resolveDependencies: (file, deps, { hostId, hostType }) => {
        if (hostType !== 'js' || !bundle[hostId]) return deps;
        const loaded = loadedWith(hostId);
        // A stylesheet in the list is awaited before the import: the chunk's own preload then still saves time.
        const awaitsStyles = deps.some((dep) => dep.endsWith('.css'));
        return deps.filter((dep) => (awaitsStyles || dep !== file) && !loaded.has(dep));
      },
    },
  };
}
