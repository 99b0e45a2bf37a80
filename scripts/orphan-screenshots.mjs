// Finds screenshot baselines under stories/ that no story takes any more: a PNG in
// `__screenshots__/<File>.stories.tsx/` whose story file is gone, or whose name (the story's name as
// Vitest writes it: spaces to dashes, then `-<n>-<browser>-<platform>.png`) matches no story of
// that file (a story renamed or removed leaves its old baseline behind). Story names come from
// Storybook's own CSF reader, so `name:` overrides count. Prints each orphan and the counts; exits 1
// when there is any. `node scripts/orphan-screenshots.mjs --delete` deletes them instead.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';

const started = Date.now();
const ROOT = 'stories';
const SHOT = /^(.+)-\d+-[a-z]+-[a-z0-9]+\.png$/;
const remove = process.argv.includes('--delete');

/** A story name as Vitest's screenshot file names write it. */
const fileNameOf = (storyName) => storyName.replace(/\s+/g, '-').replace(/[^\w-]+/g, '').replace(/-{2,}/g, '-');

/** Every `__screenshots__` folder under `dir`. */
function screenshotFolders(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const path = join(dir, entry.name);
    return entry.name === '__screenshots__' ? [path] : screenshotFolders(path);
  });
}

/** The screenshot names of a story file's stories, or null when the file is gone. */
function storyShotNames(storyFile) {
  if (!existsSync(storyFile)) return null;
  const csf = loadCsf(readFileSync(storyFile, 'utf8'), { fileName: storyFile, makeTitle: (title) => title ?? storyFile }).parse();
  return new Set(csf.stories.map((story) => fileNameOf(story.name)));
}

const orphans = [];
let baselines = 0;
for (const folder of screenshotFolders(ROOT)) {
  for (const storyDir of readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const names = storyShotNames(join(folder, '..', storyDir.name));
    for (const png of readdirSync(join(folder, storyDir.name)).filter((file) => file.endsWith('.png'))) {
      baselines += 1;
      const story = SHOT.exec(png)?.[1];
      if (names === null || story === undefined || !names.has(story)) {
        orphans.push({ path: join(folder, storyDir.name, png), why: names === null ? 'its story file is gone' : `no story named like "${story ?? png}"` });
      }
    }
  }
}

for (const orphan of orphans) {
  console.log(`${remove ? 'deleted' : 'orphan '} ${relative('.', orphan.path)} (${orphan.why})`);
  if (remove) rmSync(orphan.path);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`orphan screenshots: ${orphans.length} of ${baselines} baselines${remove ? ' deleted' : ''} (${seconds} s)`);
if (orphans.length > 0 && !remove) process.exit(1);
