import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { brotli, brotliFiles } from '../../scripts/brotliFiles';

type Hook = (this: unknown, ...args: unknown[]) => void;
const hook = (value: unknown): Hook => (typeof value === 'function' ? value : (value as { handler: Hook }).handler) as Hook;

describe('brotliFiles (a brotli copy of each script, stylesheet and SVG of the build)', () => {
  it('writes the copy beside each compressible file, the same bytes once decompressed', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'brotli-build-'));
    mkdirSync(join(outDir, 'assets'));
    const script = `export const answer = ${'42 + '.repeat(500)}0;`;
    writeFileSync(join(outDir, 'assets/app-Ab12.js'), script);
    writeFileSync(join(outDir, 'assets/app-Ab12.css'), 'main{color:red}');
    writeFileSync(join(outDir, 'assets/font-Ab12.woff2'), 'wOF2');
    const plugin = brotliFiles();
    hook(plugin.configResolved).call(null, { build: { outDir } } as unknown as ResolvedConfig);
    hook(plugin.writeBundle).call(null, {}, { 'assets/app-Ab12.js': {}, 'assets/app-Ab12.css': {}, 'assets/font-Ab12.woff2': {} });
    expect(brotliDecompressSync(readFileSync(join(outDir, 'assets/app-Ab12.js.br'))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(outDir, 'assets/app-Ab12.css.br'))).toString()).toBe('main{color:red}');
    // A font is compressed already.
    expect(existsSync(join(outDir, 'assets/font-Ab12.woff2.br'))).toBe(false);
  });

  it('is smaller than gzip at its best on a script', () => {
    const script = Buffer.from(Array.from({ length: 400 }, (_, index) => `export function f${index}(a){return a.map((b)=>b*${index}).filter(Boolean)}`).join('\n'));
    expect(brotli(script).length).toBeLessThan(gzipSync(script, { level: 9 }).length);
  });
});
