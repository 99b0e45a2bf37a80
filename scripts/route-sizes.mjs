// Prints the gzipped JavaScript each page of the route table adds when it is opened: the page's own
// lazily loaded chunk plus the chunks only it imports (shared chunks are counted once, under
// "shared"). Reads the app build's manifest: run `npm run build:app` first (`npm run bench:routes`
// does both). The budgets these figures are held to live in scripts/size-budget.mjs.
import { measureAppChunks } from './app-chunks.mjs';

const sizes = measureAppChunks();
if (!sizes) {
  console.error('route-sizes: no dist/app/.vite/manifest.json; run `npm run build:app` first');
  process.exit(1);
}

console.log('page (own chunks, gzipped)'.padEnd(56), 'kB');
for (const { page, kb } of sizes.pages) console.log(page.padEnd(56), kb.toFixed(1));
console.log('shared by several pages'.padEnd(56), sizes.sharedKb.toFixed(1));
console.log('first load (entry and its imports)'.padEnd(56), sizes.firstLoadKb.toFixed(1));
