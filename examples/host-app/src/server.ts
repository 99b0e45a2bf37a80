// #region server
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { isBackendPath } from 'beauty-storefront/api';
import { createStorefrontHandler } from 'beauty-storefront/server';
import { browserBackendUrl } from './backend';
import { sendWebResponse, toWebRequest } from './nodeHttp';
import { hostRoutes } from './routes';
import { serveBuiltFile } from './staticFiles';

const port = Number(process.env.PORT ?? 3000);
/** The shop backend: here the repository's mock server (`npm run mocks:serve`). */
const backendUrl = process.env.BACKEND_URL ?? 'http://127.0.0.1:8787';
/** The browser build (`vite build`), beside this file's dist/server. */
const clientDir = fileURLToPath(new URL('../client', import.meta.url));
/** The mock backend's pictures (a real backend's come from its own image host). */
const MOCK_PICTURES = '/static/mock/';

const handle = createStorefrontHandler({
  template: readFileSync(`${clientDir}/index.html`, 'utf8'), // the browser build's document
  backendUrl, // the backend the loaders call, with the shopper's cookies
  routes: hostRoutes, // the same route table as the browser's
  // This host's own icon (the default names the package's app's icons and manifest: pass yours, or false).
  headLinks: () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  // The browser may call the backend directly only when built to (src/backend.ts).
  contentSecurityPolicy: { connectOrigins: browserBackendUrl ? [new URL(browserBackendUrl).origin] : [] },
  onError: (error, request) => console.error(`host-app: ${request.url} failed`, error),
});
// #endregion server

// #region proxy
/** Forwards a backend call (its path is one of BACKEND_PATH_PREFIXES) to the backend, cookies and all. */
async function forwardToBackend(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.delete('host');
  return fetch(new URL(`${url.pathname}${url.search}`, backendUrl), {
    method: request.method,
    headers,
    redirect: 'manual',
    ...(request.method === 'GET' || request.method === 'HEAD' ? {} : { body: await request.arrayBuffer() }),
  });
}
// #endregion proxy

// #region routing
const server = createServer((incoming, outgoing) => {
  void (async () => {
    const pathname = new URL(incoming.url ?? '/', 'http://host').pathname;
    if (await serveBuiltFile(clientDir, pathname, outgoing)) return;
    const request = await toWebRequest(incoming, `http://${incoming.headers.host ?? `127.0.0.1:${port}`}`);
    const backendCall = isBackendPath(pathname) || pathname.startsWith(MOCK_PICTURES);
    const response = backendCall ? await forwardToBackend(request) : await handle(request);
    await sendWebResponse(response, outgoing);
  })().catch((error: unknown) => {
    console.error('host-app:', error);
    if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
    outgoing.end('Bad gateway');
  });
});

server.listen(port, '127.0.0.1', () => console.log(`host-app on http://127.0.0.1:${port} (backend ${backendUrl})`));
// #endregion routing
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close());
