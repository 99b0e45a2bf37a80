// What the app build's JavaScript weighs, gzipped, read from its manifest (dist/app/.vite/manifest.json):
// the first load (the entry, the stages it loads itself and every chunk they import statically), each page of the route table
// (its lazily loaded chunk plus the chunks only it imports) and the chunks several pages share.
// Used by `npm run bench:routes` (prints the figures) and `npm run size:check` (holds them to budgets).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const DEFAULT_APP_DIST = resolve(import.meta.dirname, '..', 'dist/app');

/**
 * @param {string} dist the app build's folder
 * @returns {{ firstLoadKb: number, firstLoadFiles: string[], entryKb: number, entryFiles: string[], pages: { page: string, kb: number }[], sharedKb: number, sharedCodeKb: number } | null}
 *   null when the folder has no manifest (the app is not built)
 */
export function measureAppChunks(dist = DEFAULT_APP_DIST) {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

  /** Every chunk key a chunk pulls in statically, itself included. */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };

  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // The entry evaluates its modules in stages (src/app/boot, each an import() of the entry, and the
  // entry imports nothing else on demand) but the document preloads them all: they are part of the
  // first load. A stage's file may be a group's (scripts/forwardingChunks.ts), with no source.
  const entryKeys = closure(entry);
  const initial = new Set(entryKeys);
  for (const stage of manifest[entry].dynamicImports ?? []) closure(stage, initial);
  const pageKeys = Object.keys(manifest).filter(
    (key) => manifest[key].isDynamicEntry && /(^|\/)pages\/(?!flows\/)/.test(manifest[key].src ?? key),
  );
  const useCount = new Map();
  for (const page of pageKeys) for (const key of closure(page)) if (!initial.has(key)) useCount.set(key, (useCount.get(key) ?? 0) + 1);

  const pages = pageKeys
    .map((page) => {
      const own = [...closure(page)].filter((key) => !initial.has(key) && useCount.get(key) === 1);
      return { page: (manifest[page].src ?? page).replace(/^.*?pages\//, ''), kb: own.reduce((sum, key) => sum + gzipKb(manifest[key].file), 0) };
    })
    .sort((a, b) => b.kb - a.kb);
  const sharedKb = [...useCount.entries()].filter(([, n]) => n > 1).reduce((sum, [key]) => sum + gzipKb(manifest[key].file), 0);
  const firstLoadFiles = [...initial].map((key) => manifest[key].file);
  const firstLoadKb = firstLoadFiles.reduce((sum, file) => sum + gzipKb(file), 0);
  // What the entry imports statically is evaluated with it, before its first stage.
  const entryFiles = [...entryKeys].map((key) => manifest[key].file);
  const entryKb = entryFiles.reduce((sum, file) => sum + gzipKb(file), 0);
  // The pages' shared code with zod and the schemas every endpoint builds on, in one file (the app
  // build's group `shared`) with what it imports (src/api/schemas/preloadSchemaCode.ts loads it once
  // hydration has begun): what every page's calls need before their first answer.
  const sharedCodeKeys = new Set();
  for (const key of Object.keys(manifest)) if (/^assets\/shared-[\w-]+\.js$/.test(manifest[key].file)) closure(key, sharedCodeKeys);
  const sharedCodeKb = [...sharedCodeKeys].filter((key) => !initial.has(key)).reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
  return { firstLoadKb, firstLoadFiles, entryKb, entryFiles, pages, sharedKb, sharedCodeKb };
}
