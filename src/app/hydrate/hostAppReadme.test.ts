import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The document whose host section is checked. */
const README = 'README.md';
const SECTION = '## Using the package in a host app';

interface Snippet {
  /** `path#region` from the comment above the block, or null when the block names none. */
  readonly source: string | null;
  readonly lang: string;
  readonly code: string;
}

/** The host section: from its heading to the next second-level heading. */
function hostSection(markdown: string): string {
  const start = markdown.indexOf(`\n${SECTION}\n`);
  if (start < 0) throw new Error(`${README} has no "${SECTION}" section`);
  const next = markdown.indexOf('\n## ', start + SECTION.length + 2);
  return markdown.slice(start, next < 0 ? undefined : next);
}

function snippetsOf(section: string): Snippet[] {
  return [...section.matchAll(/(?:<!-- (\S+#\w+) -->\n)?```(\w*)\n([\s\S]*?)\n```/g)].map((match) => ({
    source: match[1] ?? null,
    lang: match[2] ?? '',
    code: match[3] ?? '',
  }));
}

/** The lines between `// #region name` and `// #endregion name` of a file, without their common indent. */
function regionOf(file: string, name: string): string {
  const lines = readFileSync(`${ROOT}${file}`, 'utf8').split('\n');
  const start = lines.findIndex((line) => line.trim() === `// #region ${name}`);
  const end = lines.findIndex((line) => line.trim() === `// #endregion ${name}`);
  if (start < 0 || end <= start) throw new Error(`${file} has no region ${name}`);
  const body = lines.slice(start + 1, end);
  const indent = Math.min(...body.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)?.[0].length ?? 0));
  return body
    .map((line) => line.slice(indent))
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

const snippets = snippetsOf(hostSection(readFileSync(`${ROOT}${README}`, 'utf8')));
const code = snippets.filter((snippet) => snippet.lang === 'ts' || snippet.lang === 'tsx');

describe(`${README}: using the package in a host app`, () => {
  it('shows the host in code: the build, the routes, the browser entry, the server', () => {
    expect(code.map((snippet) => snippet.source)).toEqual(
      expect.arrayContaining([
        'examples/host-app/vite.config.ts#vite',
        'examples/host-app/src/routes.tsx#routes',
        'examples/host-app/src/main.tsx#browser',
        'examples/host-app/src/server.ts#server',
      ]),
    );
  });

  it('takes every TypeScript snippet from the example host, whose files are type-checked (npm run check:host)', () => {
    expect(code.filter((snippet) => snippet.source === null).map((snippet) => snippet.code.split('\n')[0])).toEqual([]);
    for (const snippet of code) expect(snippet.source?.startsWith('examples/host-app/'), snippet.source ?? '').toBe(true);
  });

  it.each(code.filter((snippet) => snippet.source !== null).map((snippet) => [snippet.source, snippet] as const))(
    'shows %s as it is in the file',
    (_source, snippet) => {
      const [file = '', name = ''] = (snippet.source ?? '').split('#');
      expect(snippet.code).toBe(regionOf(file, name));
    },
  );
});
