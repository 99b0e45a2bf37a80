import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressedAssets } from './precompressedAssets';

const appDir = mkdtempSync(join(tmpdir(), 'built-app-'));
mkdirSync(join(appDir, 'assets'));
const script = `export const answer = ${'42 + '.repeat(500)}0;`;
writeFileSync(join(appDir, 'assets/app-Ab12_-Cd.js'), script);
writeFileSync(join(appDir, 'assets/unhashed.js'), script);

interface Sent {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer | undefined;
  passedOn: boolean;
}

function request(serve: ReturnType<typeof precompressedAssets>, url: string, headers: Record<string, string> = { 'accept-encoding': 'gzip, br' }, method = 'GET'): Sent {
  const sent: Sent = { status: 0, headers: {}, body: undefined, passedOn: false };
  const res = {
    set statusCode(value: number) {
      sent.status = value;
    },
    setHeader(name: string, value: unknown) {
      sent.headers[name] = value;
    },
    end(body?: Buffer) {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  serve({ url, method, headers } as unknown as IncomingMessage, res, () => {
    sent.passedOn = true;
  });
  return sent;
}

describe('precompressedAssets (the preview serves its scripts compressed once)', () => {
  it('answers a hashed script gzipped, cached for a year, with the same bytes every time', () => {
    const serve = precompressedAssets(appDir);
    const first = request(serve, '/assets/app-Ab12_-Cd.js?v=1');
    expect(first.status).toBe(200);
    expect(first.headers).toMatchObject({ 'content-type': 'text/javascript', 'content-encoding': 'gzip', 'cache-control': 'public, max-age=31536000, immutable', vary: 'Accept-Encoding' });
    expect(gunzipSync(first.body ?? Buffer.alloc(0)).toString()).toBe(script);
    expect(first.headers['content-length']).toBe(first.body?.length);
    expect(request(serve, '/assets/app-Ab12_-Cd.js').body).toBe(first.body);
  });

  it("gzips the build's hashed files when it is created, not at their first request; a file added later at its first", () => {
    writeFileSync(join(appDir, 'assets/start-Ab12_-Cd.css'), 'main{color:red}');
    const serve = precompressedAssets(appDir);
    // Changed on disk after the start: the answer is the file as it was when the preview started.
    writeFileSync(join(appDir, 'assets/start-Ab12_-Cd.css'), 'main{color:blue}');
    const started = request(serve, '/assets/start-Ab12_-Cd.css');
    expect(started.headers['content-type']).toBe('text/css');
    expect(gunzipSync(started.body ?? Buffer.alloc(0)).toString()).toBe('main{color:red}');
    writeFileSync(join(appDir, 'assets/later-Ab12_-Cd.js'), script);
    expect(gunzipSync(request(serve, '/assets/later-Ab12_-Cd.js').body ?? Buffer.alloc(0)).toString()).toBe(script);
  });

  it('starts without a built app: every request goes on', () => {
    const serve = precompressedAssets(mkdtempSync(join(tmpdir(), 'no-build-')));
    expect(request(serve, '/assets/app-Ab12_-Cd.js').passedOn).toBe(true);
  });

  it('answers 304 to the tag it gave', () => {
    const serve = precompressedAssets(appDir);
    const { headers } = request(serve, '/assets/app-Ab12_-Cd.js');
    const again = request(serve, '/assets/app-Ab12_-Cd.js', { 'accept-encoding': 'gzip', 'if-none-match': String(headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
  });

  it('answers brotli, the build’s copy, to a browser that accepts it, and gzip to one that does not', () => {
    writeFileSync(join(appDir, 'assets/br-Ab12_-Cd.js'), script);
    writeFileSync(join(appDir, 'assets/br-Ab12_-Cd.js.br'), brotliCompressSync(script));
    const serve = precompressedAssets(appDir);
    const br = request(serve, '/assets/br-Ab12_-Cd.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding', 'content-type': 'text/javascript' });
    expect(brotliDecompressSync(br.body ?? Buffer.alloc(0)).toString()).toBe(script);
    expect(br.headers['content-length']).toBe(br.body?.length);
    for (const header of ['gzip', 'gzip, br;q=0', 'br;q=0.0, gzip;q=0.8']) {
      const gzip = request(serve, '/assets/br-Ab12_-Cd.js', { 'accept-encoding': header });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body ?? Buffer.alloc(0)).toString()).toBe(script);
      expect(gzip.headers.etag).not.toBe(br.headers.etag);
    }
    // Only brotli accepted, and no copy of it: the file goes on to Vite's files.
    expect(request(serve, '/assets/app-Ab12_-Cd.js', { 'accept-encoding': 'br' }).passedOn).toBe(true);
    expect(request(serve, '/assets/br-Ab12_-Cd.js', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) }).status).toBe(304);
  });

  it('passes on what it does not serve: no gzip, HEAD, unhashed or missing files, a climb out of the build, pages', () => {
    const serve = precompressedAssets(appDir);
    expect(request(serve, '/assets/app-Ab12_-Cd.js', {}).passedOn).toBe(true);
    expect(request(serve, '/assets/app-Ab12_-Cd.js', { 'accept-encoding': 'gzip' }, 'HEAD').passedOn).toBe(true);
    expect(request(serve, '/assets/unhashed.js').passedOn).toBe(true);
    expect(request(serve, '/assets/gone-Ab12_-Cd.js').passedOn).toBe(true);
    expect(request(serve, '/assets/..%2F..%2Fetc-Ab12_-Cd.js').passedOn).toBe(true);
    expect(request(serve, '/m/shop_cart.php').passedOn).toBe(true);
  });
});
