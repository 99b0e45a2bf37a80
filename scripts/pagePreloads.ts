import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { ChunkLike } from './bundleChunk.ts';

/** The key of the list of the browser start's own modules (src/server/pagePreloads.ts BOOT_PRELOADS_KEY). */
const BOOT_PRELOADS_KEY = '(boot)';

type ModuleChunk = ChunkLike & { readonly moduleIds?: readonly string[] };

/** Where the list is written in the client build (read by the preview's server rendering). */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

const INDEX_ENTRY = /\{ name: '((?:[^'\\]|\\.)*)', paths: \[[^\]]*\], load: \(\) => import\('((?:[^'\\]|\\.)*)'\)/g;
const unquote = (text: string): string => text.replace(/\\(.)/g, '$1');

/** Route name → route module file, from the generated page route index (src/app/routing/pageRouteIndex.ts). */
export function routeModulesOf(indexSource: string, indexPath: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, name = '', specifier = ''] of indexSource.matchAll(INDEX_ENTRY)) {
    const base = resolve(dirname(indexPath), unquote(specifier));
    const file = ['.ts', '.tsx'].map((extension) => `${base}${extension}`).find((candidate) => existsSync(candidate));
    if (!file) throw new Error(`${indexPath}: the route module of "${unquote(name)}" (${specifier}) is not there`);
    modules.set(unquote(name), file);
  }
  if (modules.size === 0) throw new Error(`${indexPath}: no route module found (has the index's format changed?)`);
  return modules;
}

/**
 * Writes PAGE_PRELOADS_FILE: for every route name of the page route index, the files of the page's
 * code in the browser: its route module's chunk with what it imports, and the chunks of the
 * components it imports on demand (modules named in PascalCase, as page components are; its
 * loaders, which the browser does not run on the page the server rendered, are left out) with what
 * they import, each after the files it imports; and under `(boot)` the chunks of `bootModules`, the
 * modules the browser's start imports before it hydrates any page, with what they import. The
 * server names them in the document, so the page's code downloads with the entry in one wave
 * instead of each file after the one that imports it.
 */
export function pagePreloadsList(indexPath: string, bootModules: readonly string[] = []): Plugin {
  let base = '/';
  return {
    name: 'storefront:page-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, output) {
        const bundle = output as unknown as Record<string, ChunkLike>;
        const byFacade = new Map<string, ChunkLike>();
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.facadeModuleId) byFacade.set(chunk.facadeModuleId, chunk);
        // Each file after the files it imports: the browser's start evaluates them in this order, one
        // to a task (src/app/document/evaluatePageModules.ts).
        const withImports = (fileName: string, seen: Set<string>, into: string[]): void => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const imported of bundle[fileName]?.imports ?? []) withImports(imported, seen, into);
          into.push(fileName);
        };
        const preloads: Record<string, string[]> = {};
        for (const [name, file] of routeModulesOf(readFileSync(indexPath, 'utf8'), indexPath)) {
          const chunk = byFacade.get(file);
          if (!chunk) this.error(`No chunk for the route module of "${name}" (${file})`);
          const seen = new Set<string>();
          const files: string[] = [];
          withImports(chunk.fileName, seen, files);
          for (const dynamic of chunk.dynamicImports ?? []) {
            const facade = bundle[dynamic]?.facadeModuleId;
            if (facade && /^[A-Z]/.test(basename(facade))) withImports(dynamic, seen, files);
          }
          preloads[name] = files.map((fileName) => `${base}${fileName}`);
        }
        // The modules the browser's start imports before hydrating (each in a chunk of its own or in
        // the chunk that holds it), with what they import: every document names them.
        if (bootModules.length > 0) {
          const seen = new Set<string>();
          const boot: string[] = [];
          for (const module of bootModules) {
            const chunk = byFacade.get(module) ?? Object.values(bundle).find((candidate) => candidate.type === 'chunk' && (candidate as ModuleChunk).moduleIds?.includes(module));
            if (!chunk) this.error(`No chunk holds the start's module ${module}`);
            withImports(chunk.fileName, seen, boot);
          }
          preloads[BOOT_PRELOADS_KEY] = boot.map((fileName) => `${base}${fileName}`);
        }
        this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 1)}\n` });
      },
    },
  };
}
