import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** Sends a file of the browser build (`dir`) when `pathname` names one; false when it does not (a page). */
export async function serveBuiltFile(dir: string, pathname: string, outgoing: ServerResponse): Promise<boolean> {
  if (pathname.endsWith('/') || pathname === '/index.html') return false;
  let file: string;
  try {
    file = resolve(dir, `.${decodeURIComponent(pathname)}`);
  } catch {
    return false;
  }
  if (!file.startsWith(dir + sep)) return false;
  const body = await readFile(file).catch(() => null);
  if (!body) return false;
  outgoing
    .writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      // The build's hashed files never change; the rest (the icon) is checked each time.
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    .end(body);
  return true;
}
