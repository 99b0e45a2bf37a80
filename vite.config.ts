import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { mockBackendPlugin } from './mocks/vitePlugin.ts';
import { appStartChunk } from './scripts/appStartChunk.ts';
import { brotliFiles } from './scripts/brotliFiles.ts';
import { fontDisplay, THAI_FONT_CSS } from './scripts/fontDisplay.ts';
import { forwardingChunks } from './scripts/forwardingChunks.ts';
import { preloadBootStages } from './scripts/bootStagePreloads.ts';
import { pagePreloadsList } from './scripts/pagePreloads.ts';
import { preloadNotYetLoaded } from './scripts/preloadDeps.ts';

const root = import.meta.dirname;

const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
/** Peers (the host provides them) and dependencies (npm installs them): never bundled. */
const external = [
  ...Object.keys(manifest.peerDependencies ?? {}),
  ...Object.keys(manifest.dependencies ?? {}),
];
const isExternal = (id: string): boolean =>
  external.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Every styled component gets a stable id from its file and position (oxc's styled-components
 * transform), so the class names the server renders are the ones the browser's bundle generates,
 * whatever order the page chunks load in. Without it the ids come from a counter and hydration
 * fails on class names.
 */
const oxc: UserConfig['oxc'] = {
  plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, minify: false, transpileTemplateLiterals: false, pure: true } },
};

/** `vite build --mode lib`: the published package, one entry per subpath. */
const libraryConfig: UserConfig = {
  plugins: [react()],
  oxc,
  publicDir: false,
  build: {
    outDir: 'dist/lib',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    lib: {
      formats: ['es'],
      entry: {
        index: resolve(root, 'src/index.ts'),
        // The composed app: the route table, the shared layout and the page modules (app ──> pages).
        pages: resolve(root, 'src/app/index.ts'),
        machines: resolve(root, 'src/machinesPackage.ts'),
        api: resolve(root, 'src/api/index.ts'),
        mocks: resolve(root, 'mocks/index.ts'),
        fonts: resolve(root, 'src/theme/fonts.ts'),
        server: resolve(root, 'src/server/index.ts'),
      },
    },
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: false, chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
};

/**
 * `vite --mode app` and `vite build --mode app`: the router app under /m. In dev the mock backend's
 * service worker starts before the app (the plugin only applies to `serve`; src never imports
 * mocks). The built app talks to the Node mock server instead (`npm run preview`).
 */
/**
 * The libraries every page starts with (src/app/boot/libraries.ts and what it needs: React,
 * styled-components, the router and i18next), in one file. They were three (React, styled-components,
 * the rest), each evaluated in a task of its own, with a 0.1 kB file for React's stage: on a slow
 * phone's HTTP/1.1 (six connections, a round trip of 0.56 s for each request) the small files held
 * connections in the first round while the large ones waited for the second. In one file the
 * controls of the five measured pages work 0.1-0.6 s sooner (`npm run bench:interactive`).
 */
const FIRST_LOAD_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|@emotion[\\/][^\\/]+|shallowequal|react-router|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/;
/**
 * xstate and its React bindings: not in the first load (the session, tracking and every flow load
 * their machines after the first render), in one file of their own.
 */
const XSTATE = /[\\/]node_modules[\\/](xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/;
/**
 * What the pages share, outside the first load, in two files: the component library with the
 * formatters (prices, dates, digits), and the pages' shared code (their shared pieces, the session,
 * the api client with its endpoints and zod, tracking, the forms, with the flows and machines
 * they import: a group takes what its modules import). Every file is a request: on a slow phone's
 * HTTP/1.1 (six connections, 0.56 s a round trip on slow 4G) the product page's 58 files before it
 * worked were some ten rounds. Split by the sets of pages that share them (rolldown's
 * `entriesAware`, small sets merged), they were 13 `ui-*` files and a dozen small ones for the
 * product page alone. In these two files a page requests 22-26 files before it works, for about
 * 15 kB more, and 13-17 once the forwarding files rolldown writes for a module of a group imported
 * on demand are taken out (scripts/forwardingChunks.ts; `npm run bench:interactive` has the figures)
 * and the link rules and the chunk-reload notice, which the start loads before hydrating, are in
 * the group too. Split by pages again (`entriesAware` with a merge threshold up to 128 kB) gave
 * more files and more bytes; the flows and machines named in the group too added 15 kB and no file
 * less.
 */
const SHARED_UI = /[\\/]src[\\/](components|format)[\\/]/;
const SHARED_CODE =
  /[\\/]src[\\/](?:(?:pages[\\/]shared|pages[\\/]flows[\\/]chunkReload|session|api|tracking|forms)[\\/]|pages[\\/]lazyLoader\.ts$|app[\\/]routing[\\/]linkRules\.ts$)|[\\/]node_modules[\\/]zod[\\/]/;
/**
 * What the list family's pages share (the paged product calls, the grid, infinite loading, the
 * list's data types): four small files of 0.2-0.5 kB each when left to the bundler, one here.
 */
const LIST_PAGES_SHARED = /[\\/]src[\\/]pages[\\/]lists[\\/](?:shared[\\/]|ListPage[\\/]listPageData\.ts$)/;
const bootFolder = resolve(root, 'src/app/boot');
/**
 * The helpers the entry shares with the app's start (yielding to the browser, Vite's preload
 * helper), in a small file of their own. Left to itself, the bundler put them in the app's start
 * chunk: the entry then imported that chunk statically, and with it React and the libraries, so
 * every boot stage was evaluated in the entry's first task (the size budget checks the entry's size).
 */
const ENTRY_HELPERS = /[\\/]src[\\/]machines[\\/]shared[\\/]yieldToBrowser\.ts$|^\0vite[\\/]preload-helper/;
const appStart = appStartChunk('startStorefront', resolve(bootFolder, 'startStorefront.tsx'), [
  resolve(root, 'src/app/main.tsx'),
  resolve(bootFolder, 'libraries.ts'),
]);
/**
 * The modules the browser's start imports before it hydrates any page (src/app/boot/startStorefront:
 * the api client's sending, the schemas every endpoint builds on, the session's actor, the
 * chunk-reload notice, the link rules; the tracking actor the layout starts): every document names
 * them and what they import, so they arrive in the document's one wave of requests. The hydration
 * check fails on a script requested before hydration that the document did not name.
 */
const BOOT_MODULES = [
  'src/api/client/sendRequest.ts',
  'src/api/schemas/envelope.ts',
  'src/session/sessionActor.ts',
  'src/pages/flows/chunkReload/ChunkReloadNotice.tsx',
  'src/app/routing/linkRules.ts',
  'src/tracking/trackingActor.ts',
].map((file) => resolve(root, file));
const appPreload = preloadNotYetLoaded();
/** Imports a group's file in place of the 0.1 kB files that only re-export from it (rolldown issue 9729). */
const forwarding = forwardingChunks();
const bootPreload = preloadBootStages(bootFolder, appPreload.modulePreload.resolveDependencies, forwarding.standsFor);
const appConfig: UserConfig = {
  plugins: [
    react(),
    mockBackendPlugin(resolve(root, 'mocks/browser.ts')),
    appPreload.plugin,
    bootPreload.plugin,
    appStart.plugin,
    forwarding.plugin,
    pagePreloadsList(resolve(root, 'src/app/routing/pageRouteIndex.ts'), BOOT_MODULES),
    // The app's pages do not move when the Thai font (every page's first text) arrives late
    // (scripts/fontDisplay.ts). The Chinese font keeps `swap`: its stylesheet is added after the
    // first paint, so with `optional` Chinese text would vanish for a moment, then never use it.
    fontDisplay('optional', THAI_FONT_CSS),
    // A brotli copy of each script and stylesheet, which the preview serves as a CDN would.
    brotliFiles(),
  ],
  oxc,
  root: resolve(root, 'src/app'),
  publicDir: resolve(root, 'public'),
  // The manifest maps each lazily loaded page to its chunk (`npm run bench:routes`).
  build: {
    outDir: resolve(root, 'dist/app'),
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    // No polyfill: every browser the shop supports has module preloads (Safari since 17); one
    // without them loads the same modules as the entry imports them, only later.
    modulePreload: { polyfill: false, resolveDependencies: bootPreload.resolveDependencies },
    rolldownOptions: {
      output: {
        // The first load in a file for each boot stage (the libraries, the app's start) besides the
        // entry's helpers: fewer requests and compression windows than a file for each part the
        // stages share with each other and with the pages.
        codeSplitting: {
          groups: [
            { name: 'boot', test: ENTRY_HELPERS },
            { name: 'libraries', test: FIRST_LOAD_LIBRARIES },
            { name: 'xstate', test: XSTATE },
            appStart.group,
            { name: 'shared', test: SHARED_CODE },
            { name: 'ui', test: SHARED_UI },
            { name: 'lists', test: LIST_PAGES_SHARED },
          ],
        },
      },
    },
  },
};

/**
 * `vite build --mode server`: the server entry (`src/server`) for `npm run preview`, as plain Node
 * ESM. styled-components is bundled in (it has no ESM build Node can import); the rest stays in
 * node_modules.
 */
const serverConfig: UserConfig = {
  plugins: [react()],
  oxc,
  publicDir: false,
  ssr: { noExternal: ['styled-components'] },
  build: {
    ssr: resolve(root, 'src/server/index.ts'),
    outDir: resolve(root, 'dist/server'),
    emptyOutDir: true,
    sourcemap: true,
    target: 'node22',
  },
};

/** Storybook and Vitest bring their own entry points and only need React. */
const baseConfig: UserConfig = { plugins: [react()], oxc };

export default defineConfig(({ mode }) => {
  if (mode === 'lib') return libraryConfig;
  if (mode === 'app') return appConfig;
  if (mode === 'server') return serverConfig;
  return baseConfig;
});
