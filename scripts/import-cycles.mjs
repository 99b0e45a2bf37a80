// Lint step: fails on any import cycle among the files under src/ and mocks/ (static, type-only and
// dynamic imports alike: a route module that lazily imports its page, which imports a type back
// from the route module, is a cycle too), and on a record of the mock shop that imports one of its
// operations, views or handlers (the floors, below). Prints each one found. Part of `npm run lint`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const sources = ['src', 'mocks'].map((folder) => join(root, folder));
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.[^'"]+)['"]/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return null;
}

/** Strips comments, so an import written in a doc comment is not an edge. */
function code(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const files = sources.flatMap(filesUnder);
const edges = new Map(files.map((file) => [file, new Set()]));
for (const file of files) {
  for (const match of code(readFileSync(file, 'utf8')).matchAll(SPECIFIER)) {
    const target = resolveImport(file, match[1]);
    if (target && edges.has(target)) edges.get(file).add(target);
  }
}

// Tarjan's strongly connected components: every component of more than one file holds a cycle.
let index = 0;
const indices = new Map();
const lows = new Map();
const stack = [];
const onStack = new Set();
const components = [];
function connect(node) {
  indices.set(node, index);
  lows.set(node, index);
  index += 1;
  stack.push(node);
  onStack.add(node);
  for (const next of edges.get(node)) {
    if (!indices.has(next)) {
      connect(next);
      lows.set(node, Math.min(lows.get(node), lows.get(next)));
    } else if (onStack.has(next)) {
      lows.set(node, Math.min(lows.get(node), indices.get(next)));
    }
  }
  if (lows.get(node) === indices.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || edges.get(node).has(node)) components.push(component);
  }
}
for (const file of files) if (!indices.has(file)) connect(file);

// The mock shop's bottom floor: its state and the records of its slices (state.ts, seedNames.ts,
// clock.ts, *Slice.ts, *Records.ts under mocks/shop) import nothing of the shop above them (no
// operation, view or handler): the operations, views and handlers stand on them, never the reverse.
const shop = join(root, 'mocks', 'shop');
const BOTTOM_FLOOR = /\/(state|seedNames|clock|\w+Slice|\w+Records)\.ts$/;
const onShopFloor = (file) => file.startsWith(`${shop}/`);
const upward = files
  .filter((file) => onShopFloor(file) && BOTTOM_FLOOR.test(file))
  .flatMap((file) => [...edges.get(file)].filter((target) => onShopFloor(target) && !BOTTOM_FLOOR.test(target)).map((target) => [file, target]));
for (const [file, target] of upward) console.error(`mock shop floors: ${relative(root, file)} (records) imports ${relative(root, target)}`);

if (components.length > 0) {
  for (const component of components) {
    console.error(`import cycle among ${component.length} files:\n  ${component.map((file) => relative(root, file)).sort().join('\n  ')}`);
  }
  console.error(`import-cycles: ${components.length} cycles in ${files.length} files`);
  process.exit(1);
}
if (upward.length > 0) {
  console.error(`import-cycles: ${upward.length} imports from the mock shop's records up to its operations`);
  process.exit(1);
}
console.log(`import-cycles: none in ${files.length} files; the mock shop's records import nothing above them`);
