import type { Plugin } from 'vite';
import type { ChunkLike } from './bundleChunk.ts';
import type { ResolveDependencies } from './preloadDeps.ts';

/**
 * The app's entry evaluates its modules in stages (src/app/boot), each an `import()` of the entry
 * so that it runs in a task of its own. Vite preloads only what the entry imports statically; this
 * adds a module preload for every chunk of those stages to index.html, so the whole first load
 * still downloads in one round of requests with the entry (the server's document starts them all at
 * once) and only the evaluation is spread out. The entry's `import()` of a stage then has nothing
 * left to preload: `resolveDependencies` wraps the app's own and gives it an empty list.
 * `standsFor` names the modules a file stands for once the forwarding files are taken out.
 */
export function preloadBootStages(
  stageFolder: string,
  resolveOthers: ResolveDependencies,
  standsFor: (fileName: string) => readonly string[] = () => [],
): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let base = '/';
  let bundle: Record<string, ChunkLike> = {};
  // A stage's chunk is the one its module is the facade of, or a group's file that now stands for it
  // (scripts/forwardingChunks.ts).
  const isStage = (chunk: ChunkLike | undefined): chunk is ChunkLike =>
    chunk?.type === 'chunk' &&
    [chunk.facadeModuleId, ...standsFor(chunk.fileName)].some((id) => typeof id === 'string' && id.startsWith(stageFolder));
  return {
    resolveDependencies: (fileName, deps, context) => (isStage(bundle[fileName]) ? [] : resolveOthers(fileName, deps, context)),
    plugin: {
      name: 'storefront:preload-boot-stages',
      apply: 'build',
      configResolved(config) {
        base = config.base;
      },
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as unknown as Record<string, ChunkLike>;
          for (const chunk of Object.values(bundle)) {
            // Only the entry's stylesheets are linked from the document's head.
            if (isStage(chunk) && (chunk.viteMetadata?.importedCss?.size ?? 0) > 0) {
              this.error(`${chunk.facadeModuleId ?? chunk.fileName} imports CSS: import it from src/app/main.tsx, so the document links it in its head`);
            }
          }
        },
      },
      transformIndexHtml: {
        order: 'post',
        handler(_html, context) {
          const entry = context.chunk as ChunkLike | undefined;
          if (!context.bundle || !entry) return [];
          const chunks = context.bundle as unknown as Record<string, ChunkLike>;
          const collect = (fileName: string, into: Set<string>): void => {
            if (into.has(fileName)) return;
            into.add(fileName);
            for (const imported of chunks[fileName]?.imports ?? []) collect(imported, into);
          };
          const loadedByEntry = new Set<string>();
          collect(entry.fileName, loadedByEntry);
          const stages = new Set<string>();
          for (const fileName of entry.dynamicImports ?? []) if (isStage(chunks[fileName])) collect(fileName, stages);
          return [...stages]
            .filter((fileName) => !loadedByEntry.has(fileName))
            .map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` }, injectTo: 'head' as const }));
        },
      },
    },
  };
}
