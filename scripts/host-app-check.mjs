// The host-app check: the example host of examples/host-app (its own Vite build, its own data
// router with the storefront's pages under /m, its own Node server around createStorefrontHandler)
// built from the packed package, with the repository's mock server as its backend. It packs the
// package (run `npm run build:lib` first; `npm test` does), checks the tarball holds only the build,
// copies the example to a temporary folder, installs the tarball and the peers (the example pins
// the versions this repository is tested with), type-checks the example (strict; its README's
// snippets are regions of these files) and every published subpath (bundler and nodenext
// resolution), builds it and starts its server. Then, in Chromium, in Thai, English and Chinese:
// /m, a product page, the cart and sign-in must render on the server (200, in the shopper's
// language), name no file the host does not serve, and hydrate with no console error or warning,
// one <h1> and one <main>, and no call of the page's loaders repeated by the browser; a product is
// added to the cart and the demo shopper signs in. Last, the host built to have the browser call
// the backend directly (the mock server answering CORS, MOCK_ALLOW_ORIGIN) hydrates a product page
// and adds it to the cart. Prints how long it took. HOST_APP_KEEP=1 keeps the installed example;
// HOST_APP_DIR=<that folder>/app runs it again without packing and installing.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO, see, signIn, STEP_TIMEOUT } from './journeys/steps.mjs';
import { watchRequests } from './networkQuiet.mjs';
import { freePort, launchBrowser } from './preview-server.mjs';

const started = Date.now();
const project = resolve(import.meta.dirname, '..');
const example = join(project, 'examples', 'host-app');
const pkg = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'));
/** HOST_APP_DIR=<a kept example> builds and runs that one again (after editing it), without packing and installing. */
const reused = process.env.HOST_APP_DIR;
const work = reused ? resolve(reused, '..') : mkdtempSync(join(tmpdir(), 'host-app-'));
const app = join(work, 'app');
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const execFileAsync = promisify(execFile);
const log = (text) => console.log(`host-app: ${text} (${seconds()} s)`);
const run = (cmd, args, cwd, env = {}) => {
  log(`${cmd} ${args.join(' ')}`);
  try {
    return execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', env: { ...process.env, ...env } });
  } catch (error) {
    // The type checker writes its errors to stdout.
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${error.stdout ?? ''}`, { cause: error });
  }
};

/** The pages opened in each language, with the loader calls the browser must not make again (the server inlined their answers). */
const PAGES = [
  { path: '/m', loaderCalls: /^\/m_api\/(banner|footer_nav)\.php/ },
  { path: '/m/101/50002.html', loaderCalls: /^\/m_api\/(team\/detail|footer_nav)\.php/ },
  { path: '/m/shop_cart.php', loaderCalls: /^\/m_api\/(cart\/cart_detail|footer_nav)\.php/ },
  { path: '/m/login.php', loaderCalls: /^\/m_api\/footer_nav\.php/ },
];
const LANGUAGES = [
  { locale: 'th-TH', lang: 'th-TH' },
  { locale: 'en-US', lang: 'en-US' },
  { locale: 'zh-CN', lang: 'zh-CN' },
];
const BACKEND_PATH = /^\/(m_api|wap\/api|api\/go|booking|v1)(\/|$)/;

/** Starts a long-running process; resolves once its output matches `ready`, rejects when it exits first. */
function startProcess(name, cmd, args, { cwd, env, ready }) {
  return new Promise((resolveStart, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (ready.test(output)) resolveStart(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => process.stderr.write(`${name}: ${chunk}`));
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`)));
  });
}

/** The files a served document names on its own origin (stylesheets, icons, scripts, preloads). */
function namedFiles(html) {
  const links = [...html.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="(\/[^"/][^"]*)"/g)].map((match) => match[1]);
  const starter = [...html.matchAll(/"(\/assets\/[\w.-]+\.js)"/g)].map((match) => match[1]);
  return [...new Set([...links, ...starter])];
}

/** Packs the package, copies the example beside the tarball, installs it and type-checks it (every subpath too). */
function installExample() {
  // The package as a host gets it.
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], project));
  const files = packed[0].files.map((f) => f.path);
  const stray = files.filter((f) => !/^(dist\/lib\/|README\.md$|CHANGELOG\.md$|package\.json$)/.test(f));
  if (stray.length) throw new Error(`the tarball ships files outside the build: ${stray.join(', ')}`);
  if (!files.includes('dist/lib/pages.js')) throw new Error('the tarball has no build: run `npm run build:lib` first');
  cpSync(example, app, { recursive: true, filter: (source) => !/[\\/](node_modules|dist)$/.test(source) });
  cpSync(join(work, packed[0].filename), join(app, 'beauty-storefront.tgz'));

  // The example pins the versions this repository is tested with: they must not drift apart.
  const hostPkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
  const pinned = { ...hostPkg.dependencies, ...hostPkg.devDependencies };
  const drift = Object.entries(pinned)
    .filter(([name]) => name !== 'beauty-storefront')
    .filter(([name, version]) => (pkg.devDependencies[name] ?? pkg.dependencies[name]) !== version)
    .map(([name, version]) => `${name} ${version} (the package is tested with ${pkg.devDependencies[name] ?? 'none'})`);
  const missingPeers = Object.keys(pkg.peerDependencies).filter((name) => !(name in pinned));
  if (drift.length || missingPeers.length) throw new Error(`examples/host-app/package.json: ${[...drift, ...missingPeers.map((name) => `peer ${name} missing`)].join('; ')}`);

  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
}

/** Runs a command to its end without blocking the others; its output is shown when it fails. */
async function runAside(cmd, args, env = {}) {
  const began = Date.now();
  try {
    await execFileAsync(cmd, args, { cwd: app, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...env } });
    log(`${cmd} ${args.join(' ')}: done in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  } catch (error) {
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`, { cause: error });
  }
}

/** The status of each file the documents named, by address (each is asked for once). */
const served = new Map();

/**
 * Opens a page the host's server renders and waits until it has hydrated. Answers its problems: a
 * status other than 200, the wrong language, no server-rendered page, a file the document names
 * that the host does not serve, a console error or warning (a hydration mismatch is logged as one),
 * more than one <h1> or <main> (the server's page beside a second render), a loader call repeated
 * by the browser (to `apiOrigin`).
 */
async function checkPage(context, { origin, apiOrigin, path, loaderCalls, lang }) {
  const page = await context.newPage();
  const requests = watchRequests(page);
  const problems = [];
  const calls = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text().split('\n')[0]}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === apiOrigin && BACKEND_PATH.test(url.pathname)) calls.push(url.pathname);
  });
  const response = await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  const html = (await response?.text()) ?? '';
  if (response?.status() !== 200) problems.push(`status ${response?.status()}`);
  if (!html.includes(`<html lang="${lang}">`)) problems.push(`the server did not render the page in ${lang}`);
  if (!/<main\b[^>]*>[\s\S]*?<h1\b/.test(html)) problems.push('the served document has no rendered <main> with its <h1>');
  const unserved = [];
  for (const file of namedFiles(html)) {
    const key = `${origin}${file}`;
    if (!served.has(key)) served.set(key, (await fetch(key)).status);
    if (served.get(key) !== 200) unserved.push(`${file} (${served.get(key)})`);
  }
  if (unserved.length) problems.push(`the document names files the host does not serve: ${unserved.join(', ')}`);
  try {
    await page.waitForSelector('html[data-storefront-ready="true"]', { timeout: STEP_TIMEOUT });
    // The calls the page makes once it has hydrated have ended (or, after 10 s, are left).
    await requests.quiet();
  } catch {
    problems.push('the page never became interactive');
  }
  const counts = await page.evaluate(() => ({ h1: document.querySelectorAll('h1').length, main: document.querySelectorAll('main').length }));
  if (counts.h1 !== 1 || counts.main !== 1) problems.push(`${counts.h1} <h1> and ${counts.main} <main> once hydrated (the server's page and a second render side by side)`);
  const repeated = calls.filter((call) => loaderCalls.test(call));
  if (repeated.length) problems.push(`the browser fetched the page's data again: ${repeated.join(', ')}`);
  await page.close();
  return problems;
}

/** On the product page: Add to cart sends the product to the backend (at `apiOrigin`) and the header's cart counts it. */
async function addToCart(page, origin, apiOrigin) {
  await page.goto(`${origin}/m/101/50002.html`);
  await page.waitForSelector('html[data-storefront-ready="true"]', { timeout: STEP_TIMEOUT });
  const added = page.waitForResponse(
    (answer) => answer.url() === `${apiOrigin}/m_api/cart/cart_detail.php` && answer.request().method() === 'POST' && answer.ok(),
    { timeout: STEP_TIMEOUT },
  );
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await added;
  await see(page.getByRole('link', { name: /^Cart [1-9]\d* items? in your cart$/ }));
}

const children = [];
let browser;
let typeChecks;
const failures = [];
try {
  if (!reused) installExample();
  // The ports first: the direct build names the backend's origin, the backend the pages' origins.
  const [backendPort, hostPort, directPort] = [await freePort(), await freePort(), await freePort()];
  const hostOrigin = `http://127.0.0.1:${hostPort}`;
  const directOrigin = `http://127.0.0.1:${directPort}`;
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  // The type checks (strict; the example's files and every subpath, bundler and nodenext resolution),
  // every subpath bundled (Vite's resolution of the package's exports) and the host built a second
  // time with its browser calling the backend directly (VITE_BACKEND_URL), beside the browser's
  // checks, which start once the host's build is there; they are waited for at the end.
  const direct = { VITE_BACKEND_URL: backendUrl };
  typeChecks = Promise.all([
    runAside('npx', ['tsc', '-p', 'tsconfig.json']),
    runAside('npx', ['tsc', '-p', 'tsconfig.nodenext.json']),
    runAside('npx', ['vite', 'build', '--ssr', 'checks/subpaths.ts', '--outDir', 'dist/checks', '--logLevel', 'warn']),
  ]);
  typeChecks.catch(() => undefined); // its failure is reported where it is awaited
  const directBuild = (async () => {
    await runAside('npx', ['vite', 'build', '--outDir', 'dist-direct/client', '--logLevel', 'warn'], direct);
    await runAside('npx', ['vite', 'build', '--ssr', 'src/server.ts', '--outDir', 'dist-direct/server', '--logLevel', 'warn'], direct);
  })();
  directBuild.catch(() => undefined);
  await runAside('npm', ['run', 'build', '--', '--logLevel', 'warn']);

  // The backend: the repository's mock server, one shop per browser context, answering CORS for the direct host's origin.
  children.push(
    await startProcess('mock server', process.execPath, [join(project, 'mocks', 'run.mjs'), 'serve'], {
      cwd: project,
      env: { MOCK_PORT: String(backendPort), MOCK_WORLD: 'session', MOCK_ALLOW_ORIGIN: directOrigin },
      ready: /mock backend on/,
    }),
  );
  children.push(
    await startProcess('host server', process.execPath, ['dist/server/server.js'], {
      cwd: app,
      env: { PORT: String(hostPort), BACKEND_URL: backendUrl },
      ready: /host-app on/,
    }),
  );
  log(`the host serves ${hostOrigin}, its backend ${backendUrl}`);

  browser = await launchBrowser();
  let pages = 0;
  for (const { locale, lang } of LANGUAGES) {
    const context = await browser.newContext({ locale, viewport: { width: 375, height: 800 } });
    for (const { path, loaderCalls } of PAGES) {
      const problems = await checkPage(context, { origin: hostOrigin, apiOrigin: hostOrigin, path, loaderCalls, lang });
      failures.push(...problems.map((problem) => `${locale} ${path}: ${problem}`));
      pages += 1;
    }
    await context.close();
  }
  log(`${pages} pages rendered on the host's server and hydrated`);

  // A shopper's first steps on the hydrated pages (English): add a product to the cart, sign in.
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => failures.push(`journey: page error: ${error.message}`));
  try {
    await addToCart(page, hostOrigin, hostOrigin);
    log('added a product to the cart');
    await page.goto(`${hostOrigin}/m/login.php`);
    await page.waitForSelector('html[data-storefront-ready="true"]', { timeout: STEP_TIMEOUT });
    await signIn(page, DEMO.phone, DEMO.password);
    await page.waitForURL((url) => url.pathname !== '/m/login.php', { timeout: STEP_TIMEOUT });
    log(`signed in as the demo shopper (now at ${new URL(page.url()).pathname})`);
  } catch (error) {
    failures.push(`journey: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  await context.close();

  // The same host built to call the backend directly (CORS): a product page hydrates, calls nothing
  // again, and adds to the cart through the backend's origin.
  await directBuild;
  children.push(
    await startProcess('direct host server', process.execPath, ['dist-direct/server/server.js'], {
      cwd: app,
      env: { PORT: String(directPort), BACKEND_URL: backendUrl },
      ready: /host-app on/,
    }),
  );
  const preflight = await fetch(`${backendUrl}/m_api/cart/cart_detail.php`, { method: 'OPTIONS', headers: { origin: directOrigin, 'access-control-request-method': 'POST' } });
  if (preflight.headers.get('access-control-allow-origin') !== directOrigin || preflight.headers.get('access-control-allow-credentials') !== 'true') {
    failures.push(`the mock server does not answer CORS for ${directOrigin} (MOCK_ALLOW_ORIGIN)`);
  }
  const directContext = await browser.newContext({ locale: 'en-US', viewport: { width: 375, height: 800 } });
  const product = PAGES[1];
  const problems = await checkPage(directContext, { origin: directOrigin, apiOrigin: backendUrl, path: product.path, loaderCalls: product.loaderCalls, lang: 'en-US' });
  failures.push(...problems.map((problem) => `direct ${product.path}: ${problem}`));
  const directPage = await directContext.newPage();
  directPage.on('pageerror', (error) => failures.push(`direct journey: page error: ${error.message}`));
  try {
    await addToCart(directPage, directOrigin, backendUrl);
    log('the host calling the backend directly hydrated a product and added it to the cart');
  } catch (error) {
    failures.push(`direct journey: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  await directContext.close();
  await typeChecks;
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  await browser?.close();
  for (const child of children) child.kill('SIGTERM');
  // HOST_APP_KEEP=1 keeps the installed example (its path is printed) to look into a failure.
  if (process.env.HOST_APP_KEEP === '1' || reused) console.log(`host-app: kept ${app}`);
  // The installed example weighs a few hundred MB: removed by a process of its own (18 s on a busy
  // machine), which goes on after this check has ended.
  else if (process.platform !== 'win32') spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
  else rmSync(work, { recursive: true, force: true });
}

if (failures.length) {
  console.error(failures.map((failure) => `host-app: ${failure}`).join('\n'));
  console.error(`host-app: ${failures.length} problems (${seconds()} s)`);
  process.exit(1);
}
console.log(`host-app: ok, the example host built from the packed package: hydrated in Thai, English and Chinese, added to the cart, signed in; built to call the backend directly, hydrated and added to the cart (${seconds()} s)`);
