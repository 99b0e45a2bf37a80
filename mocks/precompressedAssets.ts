import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isBuiltFile } from './builtFile';

/** The built app's files with a content hash in their name, as Vite writes them. */
const HASHED_ASSET = /^\/assets\/[\w.-]+-[\w-]{8}\.(js|css|svg)$/;
const CONTENT_TYPES: Record<string, string> = { js: 'text/javascript', css: 'text/css', svg: 'image/svg+xml' };

interface Encoded {
  readonly body: Buffer;
  readonly etag: string;
}

interface Compressed {
  readonly contentType: string;
  readonly gzip: Encoded;
  /** The build's brotli copy (`name.js.br`, scripts/brotliFiles.ts), when it wrote one. */
  readonly br: Encoded | null;
}

function compress(appDir: string, pathname: string, extension: string): Compressed {
  const file = join(appDir, pathname);
  return {
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    gzip: { body: gzipSync(readFileSync(file), { level: 9 }), etag: `"${pathname.slice(8)}-gz"` },
    br: existsSync(`${file}.br`) ? { body: readFileSync(`${file}.br`), etag: `"${pathname.slice(8)}-br"` } : null,
  };
}

/** The encodings a request accepts, by name (`q=0` refuses one). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name && !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param))) accepted.add(name);
  }
  return accepted;
}

/**
 * The preview's scripts and stylesheets, compressed once and kept, as a shop's CDN serves them:
 * brotli to a browser that accepts it (the build's copy, scripts/brotliFiles.ts), else gzip:
 * without it every request of a page load gzipped its file again, and on a 2-core machine that
 * work ran beside the browser loading the page (the page's tasks waited for the CPU, which
 * Lighthouse counts as blocking time). Every hashed file of the build is gzipped when the preview
 * starts (some 500 files, 0.2 s), not at its first request: the first load of each page does not
 * share the CPU with it either. Hashed names never change content: they are cached for a year.
 * Anything else (no gzip accepted, another file, a HEAD request) goes on to Vite's files.
 */
export function precompressedAssets(appDir: string): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const cache = new Map<string, Compressed>();
  let built: string[] = [];
  try {
    built = readdirSync(join(appDir, 'assets')).map((name) => `/assets/${name}`);
  } catch {
    // No assets folder (nothing built yet): every request goes on to Vite's files.
  }
  for (const pathname of built) {
    const match = HASHED_ASSET.exec(pathname);
    if (match && isBuiltFile(appDir, pathname)) cache.set(pathname, compress(appDir, pathname, match[1] ?? ''));
  }
  return (req, res, next) => {
    const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/';
    const match = HASHED_ASSET.exec(pathname);
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    if (req.method !== 'GET' || !match || !['gzip', 'br'].some((name) => accepted.has(name)) || !isBuiltFile(appDir, pathname)) {
      next();
      return;
    }
    let compressed = cache.get(pathname);
    if (!compressed) {
      compressed = compress(appDir, pathname, match[1] ?? '');
      cache.set(pathname, compressed);
    }
    // Brotli when the build wrote a copy and the browser takes it, else gzip.
    const chosen =
      accepted.has('br') && compressed.br
        ? { encoding: 'br', encoded: compressed.br }
        : accepted.has('gzip')
          ? { encoding: 'gzip', encoded: compressed.gzip }
          : null;
    if (!chosen) {
      next();
      return;
    }
    const { encoding, encoded } = chosen;
    if (req.headers['if-none-match'] === encoded.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = 200;
    res.setHeader('content-type', compressed.contentType);
    res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', encoded.body.length);
    res.setHeader('vary', 'Accept-Encoding');
    res.setHeader('etag', encoded.etag);
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.end(encoded.body);
  };
}
