import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { mockBackendPlugin } from './mocks/vitePlugin.ts';

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

/** `vite build --mode lib`: the published package, one entry per subpath. */
const libraryConfig: UserConfig = {
  plugins: [react()],
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
        machines: resolve(root, 'src/machines/index.ts'),
        api: resolve(root, 'src/api/index.ts'),
        mocks: resolve(root, 'mocks/index.ts'),
        fonts: resolve(root, 'src/theme/fonts.ts'),
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
const appConfig: UserConfig = {
  plugins: [react(), mockBackendPlugin(resolve(root, 'mocks/browser.ts'))],
  root: resolve(root, 'src/app'),
  publicDir: resolve(root, 'public'),
  // The manifest maps each lazily loaded page to its chunk (`npm run bench:routes`).
  build: { outDir: resolve(root, 'dist/app'), emptyOutDir: true, sourcemap: true, target: 'es2022', manifest: true },
};

/** Storybook and Vitest bring their own entry points and only need React. */
const baseConfig: UserConfig = { plugins: [react()] };

export default defineConfig(({ mode }) => {
  if (mode === 'lib') return libraryConfig;
  if (mode === 'app') return appConfig;
  return baseConfig;
});
