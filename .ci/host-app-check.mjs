// The host-app check: pack the package, install the tarball into a throwaway Vite app that has
// only the peer dependencies, import every published subpath, type-check it (bundler and nodenext
// resolution) and build it; then build a server script with `beauty-storefront/server` (Vite SSR
// build) and render the cart page on the server with the mock backend's handlers behind it. Any
// unresolved import, type error or empty page fails the check.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const project = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'host-app-'));
const run = (cmd, args, cwd) => {
  console.log(`host-app: ${cmd} ${args.join(' ')}`);
  return execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
};

try {
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], project));
  const tarball = join(work, packed[0].filename);
  const files = packed[0].files.map((f) => f.path);
  const stray = files.filter((f) => !/^(dist\/lib\/|README\.md$|CHANGELOG\.md$|package\.json$)/.test(f));
  if (stray.length) throw new Error(`the tarball ships files outside the build: ${stray.join(', ')}`);

  const version = (name) => pkg.devDependencies[name] ?? pkg.peerDependencies[name];
  const peers = Object.keys(pkg.peerDependencies);
  const app = join(work, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'host-app',
        private: true,
        type: 'module',
        dependencies: {
          'beauty-storefront': `file:${tarball}`,
          ...Object.fromEntries(peers.map((name) => [name, version(name)])),
        },
        devDependencies: Object.fromEntries(
          ['vite', 'typescript', '@types/react', '@types/react-dom', '@types/node'].map((name) => [name, version(name)]),
        ),
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="th"><body><div id="root"></div><script type="module" src="/src/main.ts"></script></body></html>',
  );
  writeFileSync(
    join(app, 'src', 'main.ts'),
    `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import 'beauty-storefront/fonts';
import {
  Button, Price, TextField, StorefrontThemeProvider, createI18n, detectLocale, formatDate,
  formatLikeCount, formatMoney, keepDigits, theme, truncateGraphemes, validate, type Locale,
} from 'beauty-storefront';
import * as pages from 'beauty-storefront/pages';
import * as machines from 'beauty-storefront/machines';
import * as api from 'beauty-storefront/api';
import * as mocks from 'beauty-storefront/mocks';

const locale: Locale = detectLocale({ queryLang: 'en', browserLanguage: 'th-TH' });
const checks: string[] = [
  formatMoney(1290, locale), formatLikeCount(10000), formatDate(0, locale), truncateGraphemes('น้ำใจ', 2),
  validate('tel', '0812345678', locale) ?? 'ok', keepDigits('08-1', 10), theme.colors.brand,
  String(Object.keys({ ...pages, ...machines, ...api, ...mocks }).length),
];
const i18n = createI18n({ locale });
createRoot(document.getElementById('root')!).render(
  createElement(I18nextProvider, { i18n },
    createElement(StorefrontThemeProvider, null,
      createElement(Price, { amount: 990, specialAmount: 790 }),
      createElement(TextField, { label: 'Phone', value: '', onChange: () => {}, rules: ['tel'] }),
      createElement(Button, { onClick: () => console.log(checks), children: 'Buy' }))),
);
`,
  );
  writeFileSync(
    join(app, 'src', 'server.ts'),
    `import { getResponse } from 'msw';
import { createHandlers } from 'beauty-storefront/mocks';
import { createStorefrontHandler } from 'beauty-storefront/server';

const handlers = createHandlers();
const handle = createStorefrontHandler({
  template: '<!doctype html><html lang="th"><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  backendUrl: 'http://backend.test',
  fetch: async (input, init) => (await getResponse(handlers, new Request(input, init))) ?? new Response('{}', { status: 404 }),
});
const response = await handle(new Request('https://shop.test/m/shop_cart.php', { headers: { 'accept-language': 'en-US' } }));
const html = await response.text();
const main = /<main[\\s\\S]*?<\\/main>/.exec(html)?.[0] ?? '';
if (response.status !== 200 || !html.includes('<html lang="en-US">') || !main.includes('Cart')) {
  console.error(\`host-app: the server rendered status \${response.status}:\\n\${html.slice(0, 2000)}\`);
  process.exit(1);
}
console.log(\`host-app: server-rendered /m/shop_cart.php (status \${response.status}, \${html.length} characters)\`);
`,
  );
  // Node imports neither styled-components' nor the package's ESM without a bundler: the SSR build bundles them.
  writeFileSync(join(app, 'vite.config.js'), "export default { ssr: { noExternal: ['beauty-storefront', 'styled-components'] } };\n");
  const tsconfig = (moduleResolution, module) =>
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022', lib: ['ES2023', 'DOM'], module, moduleResolution, strict: true,
        noEmit: true, skipLibCheck: false, jsx: 'react-jsx', types: ['node'],
      },
      include: ['src'],
    });
  writeFileSync(join(app, 'tsconfig.json'), tsconfig('bundler', 'ESNext'));
  writeFileSync(join(app, 'tsconfig.nodenext.json'), tsconfig('nodenext', 'nodenext'));

  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
  run('npx', ['tsc', '-p', 'tsconfig.json'], app);
  run('npx', ['tsc', '-p', 'tsconfig.nodenext.json'], app);
  run('npx', ['vite', 'build', '--logLevel', 'warn'], app);
  run('npx', ['vite', 'build', '--ssr', 'src/server.ts', '--outDir', 'dist-server', '--logLevel', 'warn'], app);
  process.stdout.write(run('node', ['dist-server/server.js'], app));
  console.log(`host-app: ok (${files.length} files packed; every subpath resolved, type-checked and built)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
