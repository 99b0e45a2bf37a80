// Prints the gzipped JavaScript each page of the route table adds when it is opened: the page's own
// lazily loaded chunk plus the chunks only it imports (shared chunks are counted once, under
// "shared"). Reads the app build's manifest: run `npm run build:app` first (`npm run bench:routes`
// does both). A figure to watch, not a test.
import { readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '..', 'dist/app');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('route-sizes: no dist/app/.vite/manifest.json; run `npm run build:app` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

/** Every chunk key a chunk pulls in statically, itself included. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = closure(entry);
const pages = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && /(^|\/)pages\/(?!flows\/)/.test(manifest[key].src ?? key));
const useCount = new Map();
for (const page of pages) for (const key of closure(page)) if (!initial.has(key)) useCount.set(key, (useCount.get(key) ?? 0) + 1);

const rows = pages
  .map((page) => {
    const own = [...closure(page)].filter((key) => !initial.has(key) && useCount.get(key) === 1);
    return { page: (manifest[page].src ?? page).replace(/^.*?pages\//, ''), kb: own.reduce((sum, key) => sum + gzipKb(manifest[key].file), 0) };
  })
  .sort((a, b) => b.kb - a.kb);
const sharedKb = [...useCount.entries()].filter(([, n]) => n > 1).reduce((sum, [key]) => sum + gzipKb(manifest[key].file), 0);
const initialKb = [...initial].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);

console.log('page (own chunks, gzipped)'.padEnd(56), 'kB');
for (const { page, kb } of rows) console.log(page.padEnd(56), kb.toFixed(1));
console.log('shared by several pages'.padEnd(56), sharedKb.toFixed(1));
console.log('first load (entry and its imports)'.padEnd(56), initialKb.toFixed(1));
