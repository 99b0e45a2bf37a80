import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { isBuiltFile } from './builtFile';
import { precompressedAssets } from './precompressedAssets';

/** What the built server entry (`dist/server/index.js`, `npm run build:server`) exports. */
interface ServerEntry {
  createStorefrontHandler(options: {
    template: string;
    backendUrl: string;
    fontPreloads?: readonly string[];
    pageModulePreloads?: Readonly<Record<string, readonly string[]>>;
  }): (request: Request) => Promise<Response>;
  readPageModulePreloads(value: unknown): Readonly<Record<string, readonly string[]>>;
}

/** Each page's module files, as the client build listed them (`.vite/page-preloads.json`); none without the file. */
function pageModulePreloads(appDir: string, entry: ServerEntry): Readonly<Record<string, readonly string[]>> {
  const path = join(appDir, '.vite/page-preloads.json');
  return existsSync(path) ? entry.readPageModulePreloads(JSON.parse(readFileSync(path, 'utf8'))) : {};
}

/** The woff2 files of the Thai font (Thai and Latin, regular and bold) the client build emitted: every page's first text. */
function firstPaintFonts(appDir: string): string[] {
  const manifestPath = join(appDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { isEntry?: boolean; assets?: string[] }>;
  const assets = Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.assets ?? []) : []));
  return assets.filter((asset) => /noto-sans-thai-(thai|latin)-(400|700)-normal-[\w-]+\.woff2$/.test(asset)).map((asset) => `/${asset}`);
}

/** The whole body of a Node request (a form post's fields). */
async function bodyOf(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of req as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/** A Node request as a web-standard Request (the server entry's input), with its body for a form post. */
function toWebRequest(req: IncomingMessage, body?: Uint8Array<ArrayBuffer>): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(url, { method: req.method ?? 'GET', headers, ...(body ? { body } : {}) });
}

/**
 * Writes a web-standard Response to a Node response, Set-Cookie headers one by one; the document
 * is gzipped when the browser accepts it, as a shop's server or CDN would.
 */
async function sendWebResponse(response: Response, res: ServerResponse, acceptEncoding: string): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body) {
    res.end();
    return;
  }
  if (/\bgzip\b/.test(acceptEncoding) && (response.headers.get('content-type') ?? '').startsWith('text/html')) {
    res.setHeader('content-encoding', 'gzip');
    res.setHeader('vary', [response.headers.get('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
    res.end(gzipSync(new Uint8Array(await response.arrayBuffer())));
    return;
  }
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

/**
 * The preview's server rendering: page requests (GET or HEAD, not an api path, not a file of the
 * client build) and form posts to pages go to the built server entry, which renders them with the mock backend behind it
 * over HTTP; the scripts and stylesheets are served compressed once, brotli or gzip (precompressedAssets.ts); other
 * files and api calls go on to Vite's static files and proxy.
 */
export function serverRenderingPlugin(options: {
  root: string;
  backendUrl: string;
  apiPrefixes: readonly string[];
  /** Imports the built entry natively (the module runner that loads the cli cannot). */
  importBuilt: (url: string) => Promise<unknown>;
}): Plugin {
  const appDir = join(options.root, 'dist/app');
  const entryPath = join(options.root, 'dist/server/index.js');
  return {
    name: 'storefront-server-rendering',
    async configurePreviewServer(server) {
      if (!existsSync(entryPath)) throw new Error('No dist/server/index.js: run `npm run build:app` first.');
      const entry = (await options.importBuilt(pathToFileURL(entryPath).href)) as ServerEntry;
      const handle = entry.createStorefrontHandler({
        template: readFileSync(join(appDir, 'index.html'), 'utf8'),
        backendUrl: options.backendUrl,
        fontPreloads: firstPaintFonts(appDir),
        pageModulePreloads: pageModulePreloads(appDir, entry),
      });
      server.middlewares.use(precompressedAssets(appDir));
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/';
        const isPage =
          (req.method === 'GET' || req.method === 'HEAD' || req.method === 'POST') &&
          !options.apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) &&
          !isBuiltFile(appDir, pathname);
        if (!isPage) {
          next();
          return;
        }
        (req.method === 'POST' ? bodyOf(req).then((body) => handle(toWebRequest(req, body))) : handle(toWebRequest(req)))
          .then((response) => sendWebResponse(response, res, String(req.headers['accept-encoding'] ?? '')))
          .catch(next);
      });
    },
  };
}
