// `npm run bench:lighthouse`: Lighthouse's mobile defaults (a mid-range phone, slow 4G, simulated
// throttling) on the built app as `npm run preview` serves it (rendered on the server, the mock
// backend behind it), three runs per page, and a markdown table of the medians. A benchmark to
// compare versions on one machine, not a test: the figures move with the machine's load.
//
// Lighthouse is not a dependency of the project: the first run installs lighthouse@13 into a cache
// folder under the OS temp folder (LIGHTHOUSE_CACHE to choose another) and later runs reuse it.
// Chromium: CHROME_PATH, else /usr/bin/chromium. RUNS sets the runs per page (default 3).
//
// THROTTLING=devtools measures the same pages with Lighthouse's applied throttling instead of its
// simulation: the browser itself runs the page's CPU 4× slower and shapes the network to slow 4G,
// and TBT counts the tasks as they ran. The simulation (the default, the figures the targets are
// set in) multiplies each task's wall-clock time by 4, so on a busy 2-core machine the time the
// page's main thread spent waiting for a core counts four times over.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { blockingAfterFirstPaint } from './lighthouse-trace.mjs';
import { startPreview } from './preview-server.mjs';

const root = resolve(import.meta.dirname, '..');
const cacheDir = process.env.LIGHTHOUSE_CACHE ?? join(tmpdir(), 'beauty-storefront-lighthouse');
const lighthouseCli = join(cacheDir, 'node_modules/lighthouse/cli/index.js');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
].join(' ');
const runs = Number(process.env.RUNS ?? 3);
const THROTTLING_METHODS = ['simulate', 'devtools'];
const throttling = process.env.THROTTLING ?? 'simulate';
if (!THROTTLING_METHODS.includes(throttling)) {
  console.error(`THROTTLING must be one of ${THROTTLING_METHODS.join(', ')}, not "${throttling}".`);
  process.exit(2);
}

/** The pages measured: home, a product of the mock shop (fixture product 50001), the cart, search and a list. */
const PAGES = [
  { name: 'home', path: '/m' },
  { name: 'product', path: '/m/lotus-dew/turmeric-serum-50001.html' },
  { name: 'cart', path: '/m/shop_cart.php' },
  { name: 'search', path: '/m/search' },
  { name: 'list', path: '/m/list/skincare' },
];

/** Runs a command to its end (output shown); rejects on a non-zero exit. */
function run(command, args, options = {}) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolveRun() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

function lighthouseMajor() {
  try {
    return Number(JSON.parse(readFileSync(join(cacheDir, 'node_modules/lighthouse/package.json'), 'utf8')).version.split('.')[0]);
  } catch {
    return null;
  }
}

async function ensureLighthouse() {
  if (lighthouseMajor() === 13) return;
  console.log(`Installing lighthouse@13 into ${cacheDir} …`);
  mkdirSync(cacheDir, { recursive: true });
  await run('npm', ['install', '--prefix', cacheDir, 'lighthouse@13', '--no-audit', '--no-fund']);
}

/** The largest contentful paint's element as Lighthouse 13 names it (its LCP breakdown insight). */
function lcpElementOf(report) {
  const items = report.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  return node?.snippet ?? '';
}

/** One Lighthouse run (mobile defaults, performance only): the figures of the table. */
async function lighthouse(url, outputPath) {
  await run(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--only-categories=performance',
      `--throttling-method=${throttling}`,
      '--output=json',
      `--output-path=${outputPath}`,
      `--chrome-path=${chromePath}`,
      `--chrome-flags=${chromeFlags}`,
      // The trace, read below for the main thread's CPU time, then removed (tens of MB a run).
      '--save-assets',
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  const assets = outputPath.replace(/\.json$/, '-0');
  // A simulated run's trace holds the tasks at the machine's speed (Lighthouse multiplies them by 4);
  // an applied run's holds them already slowed down.
  const blocking = blockingAfterFirstPaint(JSON.parse(readFileSync(`${assets}.trace.json`, 'utf8')).traceEvents, throttling === 'simulate' ? 4 : 1);
  rmSync(`${assets}.trace.json`, { force: true });
  rmSync(`${assets}.devtoolslog.json`, { force: true });
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const scripts = report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    score: (report.categories.performance.score ?? Number.NaN) * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: (scripts?.transferSize ?? Number.NaN) / 1024,
    lcpElement: lcpElementOf(report),
    tbtFromCpu: blocking?.blockingFromCpuMs ?? Number.NaN,
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

await ensureLighthouse();
await run('npm', ['run', 'build:app']);
const outDir = join(cacheDir, 'reports');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const preview = await startPreview();
process.once('SIGINT', () => {
  preview.stop();
  process.exit(130);
});
const rows = [];
try {
  console.log(`Measuring ${preview.origin} with ${chromePath}, ${runs} runs per page, ${throttling} throttling …`);
  for (const page of PAGES) {
    const results = [];
    for (let index = 0; index < runs; index++) {
      const result = await lighthouse(`${preview.origin}${page.path}`, join(outDir, `${page.name}-${index + 1}.json`));
      console.log(
        `  ${page.name} #${index + 1}: score ${result.score.toFixed(0)}, FCP ${result.fcp.toFixed(0)} ms, LCP ${result.lcp.toFixed(0)} ms, TBT ${result.tbt.toFixed(0)} ms (from CPU time ${result.tbtFromCpu.toFixed(0)} ms), CLS ${result.cls.toFixed(3)}, BenchmarkIndex ${result.benchmarkIndex.toFixed(0)}`,
      );
      results.push(result);
    }
    const of = (key) => median(results.map((result) => result[key]));
    rows.push({ ...page, score: of('score'), fcp: of('fcp'), lcp: of('lcp'), tbt: of('tbt'), tbtFromCpu: of('tbtFromCpu'), benchmarkIndex: of('benchmarkIndex'), cls: of('cls'), jsKb: of('jsKb'), lcpElement: results.at(-1)?.lcpElement });
  }
} finally {
  preview.stop();
}

const method = throttling === 'simulate' ? 'mobile defaults' : 'mobile defaults with applied (devtools) throttling';
console.log(`\nLighthouse 13, ${method}, median of ${runs} runs (reports in ${outDir}):\n`);
console.log('| page | address | performance | FCP (ms) | LCP (ms) | TBT (ms) | TBT from CPU time (ms) | CLS | JS transferred (kB) | BenchmarkIndex |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.name} | \`${row.path}\` | ${row.score.toFixed(0)} | ${row.fcp.toFixed(0)} | ${row.lcp.toFixed(0)} | ${row.tbt.toFixed(0)} | ${row.tbtFromCpu.toFixed(0)} | ${row.cls.toFixed(3)} | ${row.jsKb.toFixed(1)} | ${row.benchmarkIndex.toFixed(0)} |`,
  );
}
console.log(
  throttling === 'simulate'
    ? '\nTBT multiplies each task\'s wall-clock time by 4. "From CPU time" counts the same tasks of the page\'s main thread ' +
        'by the CPU time they used, times 4 (from the run\'s trace): far below TBT, the main thread was waiting for the machine ' +
        '(other processes, Lighthouse itself), not working.'
    : '\nThe browser ran the page\'s CPU 4× slower and shaped the network to slow 4G (Lighthouse\'s applied throttling): TBT ' +
        'counts the tasks as they ran. "From CPU time" counts the same tasks by the CPU time they used (the slowed-down CPU time). ' +
        'FCP and LCP are longer than simulated: each request waits the full round trip of slow 4G.',
);
console.log("BenchmarkIndex is Lighthouse's measure of the CPU (it warns below 1000).");
console.log('\nLCP element (last run):');
for (const row of rows) console.log(`- ${row.name}: ${row.lcpElement ? row.lcpElement.slice(0, 160) : 'text (no picture)'}`);
