import remapping, { type SourceMapInput } from '@jridgewell/remapping';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** What this plugin reads and changes of an output file in the bundle. */
interface OutputFile {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  code?: string;
  /** An asset's content (a chunk's source map is the asset `<chunk>.map`). */
  source?: string | Uint8Array;
  dynamicImports?: string[];
  readonly isEntry?: boolean;
  readonly facadeModuleId?: string | null;
}

/** The plugin, and which modules a file now stands for (the modules of the forwarding files it replaced). */
export interface ForwardingChunks {
  readonly plugin: Plugin;
  readonly standsFor: (fileName: string) => readonly string[];
}

/** A chunk that only re-exports names of one other chunk: `export{a as b,c}from"./x.js";`. */
const FORWARDING = /^export\s*\{([^}]*)\}\s*from\s*["'`]\.\/([^"'`]+)["'`];?\s*(?:\/\/# sourceMappingURL=\S+\s*)?$/;

/** `local as exported` pairs of a forwarding chunk's export list. */
function exportedNames(list: string): { local: string; exported: string }[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [local = '', exported = local] = part.split(/\s+as\s+/);
      return { local, exported };
    });
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Takes out the forwarding files rolldown writes for a module imported on demand (`import()`) that
 * a code-splitting group holds (rolldown issue 9729): a 0.1 kB file that re-exports the module's
 * names from the group's file. Each was one more request before the page worked, for nothing: the
 * group's file is named by the document already. Every `import()` of such a file imports the
 * group's file instead and picks the same names, as Rollup does: `import("./x.js").then((m) =>
 * ({ name: m.local }))`. Runs before the manifest and the page preload lists are written, so
 * neither names the forwarding files; `standsFor` tells the other build plugins which modules (the
 * boot stages among them) a group's file now stands for.
 */
export function forwardingChunks(): ForwardingChunks {
  const replaced = new Map<string, string[]>();
  const plugin: Plugin = {
    name: 'storefront:forwarding-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        replaced.clear();
        const bundle = output as unknown as Record<string, OutputFile>;
        const forwarding = new Map<string, { target: string; names: { local: string; exported: string }[] }>();
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.isEntry || file.code === undefined) continue;
          const match = FORWARDING.exec(file.code.trim());
          if (!match) continue;
          const directory = file.fileName.slice(0, file.fileName.lastIndexOf('/') + 1);
          const target = `${directory}${match[2]}`;
          if (bundle[target]?.type !== 'chunk') continue;
          forwarding.set(file.fileName, { target, names: exportedNames(match[1] ?? '') });
          if (file.facadeModuleId) replaced.set(target, [...(replaced.get(target) ?? []), file.facadeModuleId]);
        }
        if (forwarding.size === 0) return;
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.code === undefined || forwarding.has(file.fileName)) continue;
          const edited = new MagicString(file.code);
          for (const [fileName, { target, names }] of forwarding) {
            const base = fileName.slice(fileName.lastIndexOf('/') + 1);
            if (!file.code.includes(base)) continue;
            const targetBase = target.slice(target.lastIndexOf('/') + 1);
            const pick = names.map(({ local, exported }) => `${JSON.stringify(exported)}:m.${local}`).join(',');
            let imports = 0;
            for (const found of file.code.matchAll(new RegExp(`import\\((["'\`])\\./${escape(base)}\\1\\)`, 'g'))) {
              edited.overwrite(found.index, found.index + found[0].length, `import("./${targetBase}").then(m=>({${pick}}))`);
              imports += 1;
            }
            if (imports !== file.code.split(base).length - 1) this.error(`${file.fileName} names the forwarding file ${base} other than in an import()`);
          }
          if (!edited.hasChanged()) continue;
          file.code = edited.toString();
          if (file.dynamicImports) file.dynamicImports = [...new Set(file.dynamicImports.map((name) => forwarding.get(name)?.target ?? name))];
          // The chunk's source map, through the edit: the edit's map first, then the bundler's.
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset' && map.source !== undefined) {
            const bundled = JSON.parse(typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source)) as SourceMapInput;
            const edit = edited.generateMap({ hires: true, source: file.fileName });
            map.source = JSON.stringify(remapping([edit.toString(), bundled], () => null));
          }
        }
        for (const fileName of forwarding.keys()) {
          delete bundle[fileName];
          delete bundle[`${fileName}.map`];
        }
      },
    },
  };
  return { plugin, standsFor: (fileName) => replaced.get(fileName) ?? [] };
}
