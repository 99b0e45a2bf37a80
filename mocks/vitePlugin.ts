import type { Plugin } from 'vite';

const MAIN_SCRIPT = /<script type="module" src="\.\/main\.tsx"><\/script>/;

/**
 * For `vite --mode app` only (apply: 'serve'): starts the mock backend's service worker before
 * the app's entry runs, so nothing under src/ imports mocks/. The built app is left untouched;
 * it talks to the Node mock server over HTTP instead (`npm run preview`). The tab's shop starts from
 * `MOCK_SEED` (guest by default) and is kept in sessionStorage across reloads.
 */
export function mockBackendPlugin(browserModulePath: string, seed = process.env.MOCK_SEED ?? 'guest'): Plugin {
  return {
    name: 'beauty-storefront:mock-backend',
    apply: 'serve',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!MAIN_SCRIPT.test(html)) {
          console.warn('[mock-backend] index.html has no ./main.tsx module script; mocks not started');
          return html;
        }
        const start = [
          '<script type="module">',
          `  const { startMockWorker } = await import(${JSON.stringify(`/@fs${browserModulePath}`)});`,
          `  await startMockWorker({}, undefined, ${JSON.stringify(seed)});`,
          "  await import('./main.tsx');",
          '</script>',
        ].join('\n');
        return html.replace(MAIN_SCRIPT, start);
      },
    },
  };
}
