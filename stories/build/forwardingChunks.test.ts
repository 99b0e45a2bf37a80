import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import MagicString from 'magic-string';
import { describe, expect, it } from 'vitest';
import { forwardingChunks } from '../../scripts/forwardingChunks';

interface FakeFile {
  type: 'chunk' | 'asset';
  fileName: string;
  code?: string;
  source?: string;
  dynamicImports?: string[];
  isEntry?: boolean;
  facadeModuleId?: string | null;
}

const chunk = (fileName: string, code: string, extra: Partial<FakeFile> = {}): FakeFile => ({ type: 'chunk', fileName, code, dynamicImports: [], isEntry: false, facadeModuleId: null, ...extra });

/** The source map of a chunk whose code is its source as written (one line), under `source`. */
const mapOf = (fileName: string, code: string, source: string): FakeFile => ({
  type: 'asset',
  fileName: `${fileName}.map`,
  source: new MagicString(code).generateMap({ hires: true, source }).toString(),
});

const START = 'const load=()=>import(`./sendRequest-B.js`);export{load};';

function bundle(): Record<string, FakeFile> {
  const files = [
    chunk('assets/shared-A.js', 'function o(){return 1}export{o};'),
    chunk('assets/sendRequest-B.js', 'export{o as sendRequest}from"./shared-A.js";\n//# sourceMappingURL=sendRequest-B.js.map', { facadeModuleId: '/src/api/client/sendRequest.ts' }),
    { type: 'asset' as const, fileName: 'assets/sendRequest-B.js.map', source: '{}' },
    chunk('assets/start-C.js', START, { dynamicImports: ['assets/sendRequest-B.js'] }),
    mapOf('assets/start-C.js', START, 'src/start.ts'),
    chunk('assets/layout-D.js', 'import{o}from"./shared-A.js";const y=o();export{y};'),
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

/** Runs the plugin's generateBundle over a bundle, as the bundler does. */
function run(files: Record<string, FakeFile>) {
  const forwarding = forwardingChunks();
  const hook = forwarding.plugin.generateBundle;
  if (!hook || typeof hook !== 'object' || !('handler' in hook)) throw new Error('forwardingChunks has no generateBundle handler');
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  (hook.handler as (this: unknown, options: unknown, output: unknown) => void).call(context, {}, files);
  return forwarding;
}

describe("the app build's forwarding files", () => {
  it('imports the group file in place of a file that only re-exports from it, picking the same names', () => {
    const files = bundle();
    const forwarding = run(files);
    expect(Object.keys(files).sort()).toEqual(['assets/layout-D.js', 'assets/shared-A.js', 'assets/start-C.js', 'assets/start-C.js.map']);
    expect(files['assets/start-C.js']?.code).toBe('const load=()=>import("./shared-A.js").then(m=>({"sendRequest":m.o}));export{load};');
    expect(files['assets/start-C.js']?.dynamicImports).toEqual(['assets/shared-A.js']);
    expect(forwarding.standsFor('assets/shared-A.js')).toEqual(['/src/api/client/sendRequest.ts']);
    expect(forwarding.standsFor('assets/layout-D.js')).toEqual([]);
  });

  it('leaves a file with code of its own, and a file that imports one statically', () => {
    const files = bundle();
    run(files);
    expect(files['assets/layout-D.js']?.code).toBe('import{o}from"./shared-A.js";const y=o();export{y};');
    expect(files['assets/shared-A.js']?.code).toBe('function o(){return 1}export{o};');
  });

  it('keeps the edited file mapped to its sources', () => {
    const files = bundle();
    run(files);
    const code = files['assets/start-C.js']?.code ?? '';
    const map = new TraceMap(files['assets/start-C.js.map']?.source ?? '{}');
    const position = originalPositionFor(map, { line: 1, column: code.indexOf('export{load}') });
    expect(position).toMatchObject({ source: 'src/start.ts', line: 1, column: START.indexOf('export{load}') });
  });

  it('fails the build when a forwarding file is named other than by an import()', () => {
    const files = bundle();
    files['assets/start-C.js'] = chunk('assets/start-C.js', `${START}const list=["assets/sendRequest-B.js"];`, { dynamicImports: ['assets/sendRequest-B.js'] });
    expect(() => run(files)).toThrow('names the forwarding file sendRequest-B.js other than in an import()');
  });
});
