// Finishes the emitted .d.ts files: adds explicit `.js` / `/index.js` to relative specifiers, so
// consumers on `moduleResolution: nodenext` resolve the package's types as well as bundler
// consumers do, and drops side-effect stylesheet imports (fonts), which carry no types.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist/lib/types');
const stylesheetImport = /^import\s+['"][^'"]+\.css['"];\n/gm;
const specifier = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

function withExtension(file, spec) {
  if (/\.(js|mjs|cjs|json)$/.test(spec)) return spec;
  const base = resolve(dirname(file), spec);
  if (existsSync(`${base}.d.ts`)) return `${spec}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${spec}/index.js`;
  throw new Error(`${file}: cannot resolve ${spec}`);
}

let changed = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8');
      // Only code lines: an `import('…')` in a doc comment is an example, not a module reference.
      const next = text
        .replace(stylesheetImport, '')
        .split('\n')
        .map((line) =>
          /^\s*(\*|\/\*|\/\/)/.test(line)
            ? line
            : line.replace(specifier, (_m, lead, quote, spec) => `${lead}${quote}${withExtension(path, spec)}${quote}`),
        )
        .join('\n');
      if (next !== text) {
        writeFileSync(path, next);
        changed += 1;
      }
    }
  }
}
walk(root);
console.log(`fix-dts: ${changed} declaration files updated`);
