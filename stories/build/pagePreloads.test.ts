import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChunkLike } from '../../scripts/bundleChunk';
import { PAGE_PRELOADS_FILE, pagePreloadsList } from '../../scripts/pagePreloads';

/** A page route index with one page, and its route module on disk (the plugin checks it is there). */
function pageIndex(): { indexPath: string; routeFile: string } {
  const folder = mkdtempSync(join(tmpdir(), 'page-index-'));
  mkdirSync(join(folder, 'pages'));
  const routeFile = join(folder, 'pages/route.ts');
  writeFileSync(routeFile, 'export const listRoute = {};\n');
  const indexPath = join(folder, 'pageRouteIndex.ts');
  writeFileSync(indexPath, "  { name: 'list', paths: ['list'], load: () => import('./pages/route').then((m) => m.listRoute) },\n");
  return { indexPath, routeFile };
}

/** The lists the plugin writes for a bundle, as the client build would emit them. */
function preloadsFor(indexPath: string, chunks: readonly ChunkLike[], bootModules: readonly string[] = []): Record<string, string[]> {
  const plugin = pagePreloadsList(indexPath, bootModules);
  const bundle = Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk]));
  let emitted = '';
  const context = {
    emitFile: ({ fileName, source }: { fileName: string; source: string }) => {
      expect(fileName).toBe(PAGE_PRELOADS_FILE);
      emitted = source;
    },
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const hook = plugin.generateBundle as unknown as { handler: (this: typeof context, options: unknown, bundle: unknown) => void };
  hook.handler.call(context, {}, bundle);
  return JSON.parse(emitted) as Record<string, string[]>;
}

describe("the client build's page preload lists", () => {
  it('lists each file after the files it imports, the page component and its imports last, once each', () => {
    const { indexPath, routeFile } = pageIndex();
    const chunk = (fileName: string, imports: string[] = [], more: Partial<ChunkLike> = {}): ChunkLike => ({ type: 'chunk', fileName, imports, ...more });
    const preloads = preloadsFor(indexPath, [
      chunk('assets/route-A.js', ['assets/loader-B.js', 'assets/envelope-C.js'], { facadeModuleId: routeFile, dynamicImports: ['assets/ListPage-D.js', 'assets/listLoader-E.js'] }),
      chunk('assets/loader-B.js', ['assets/envelope-C.js']),
      chunk('assets/envelope-C.js', ['assets/zod-F.js']),
      chunk('assets/zod-F.js'),
      chunk('assets/ListPage-D.js', ['assets/ui-G.js', 'assets/envelope-C.js'], { facadeModuleId: '/app/pages/ListPage.tsx' }),
      chunk('assets/ui-G.js', ['assets/zod-F.js']),
      chunk('assets/listLoader-E.js', [], { facadeModuleId: '/app/pages/listLoader.ts' }),
    ]);
    expect(preloads).toEqual({
      list: ['/assets/zod-F.js', '/assets/envelope-C.js', '/assets/loader-B.js', '/assets/route-A.js', '/assets/ui-G.js', '/assets/ListPage-D.js'],
    });
  });

  it("lists the start's own modules under (boot), each chunk that holds one after what it imports", () => {
    const { indexPath, routeFile } = pageIndex();
    const chunk = (fileName: string, imports: string[] = [], more: Partial<ChunkLike> & { moduleIds?: string[] } = {}): ChunkLike => ({ type: 'chunk', fileName, imports, ...more });
    const preloads = preloadsFor(
      indexPath,
      [
        chunk('assets/route-A.js', [], { facadeModuleId: routeFile }),
        chunk('assets/sendRequest-B.js', ['assets/zod-F.js'], { facadeModuleId: '/app/api/sendRequest.ts' }),
        chunk('assets/zod-F.js'),
        chunk('assets/start-C.js', ['assets/zod-F.js'], { moduleIds: ['/app/session/sessionActor.ts', '/app/tracking/trackingActor.ts'] }),
      ],
      ['/app/api/sendRequest.ts', '/app/session/sessionActor.ts', '/app/tracking/trackingActor.ts'],
    );
    expect(preloads['(boot)']).toEqual(['/assets/zod-F.js', '/assets/sendRequest-B.js', '/assets/start-C.js']);
    expect(() => preloadsFor(indexPath, [chunk('assets/route-A.js', [], { facadeModuleId: routeFile })], ['/app/missing.ts'])).toThrow(/No chunk holds the start's module/);
  });

  it('refuses a route module without a chunk', () => {
    const { indexPath } = pageIndex();
    expect(() => preloadsFor(indexPath, [{ type: 'chunk', fileName: 'assets/other-A.js', imports: [] }])).toThrow(/No chunk for the route module of "list"/);
  });
});
