import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TransformResult } from 'vite';
import { describe, expect, it } from 'vitest';
import { fontDisplay, THAI_FONT_CSS } from '../../scripts/fontDisplay';

const require = createRequire(import.meta.url);
const stylesheet = (specifier: string): { id: string; code: string } => {
  const id = require.resolve(specifier);
  return { id, code: readFileSync(id, 'utf8') };
};

/** The plugin's transform as Vite calls it (a plain function here: the plugin declares no handler object). */
function transform(display: 'optional', { id, code }: { id: string; code: string }): string | null {
  const hook = fontDisplay(display, THAI_FONT_CSS).transform;
  if (typeof hook !== 'function') throw new Error('fontDisplay has no transform function');
  const result = hook.call({} as never, code, id) as TransformResult | string | null | undefined;
  if (result == null) return null;
  return typeof result === 'string' ? result : (result.code ?? null);
}

describe("the app build's font display", () => {
  it("makes every @font-face of the Thai font's stylesheets optional", () => {
    for (const weight of ['400', '700']) {
      const css = stylesheet(`@fontsource/noto-sans-thai/${weight}.css`);
      expect(css.code).toContain('font-display: swap');
      const rewritten = transform('optional', css) ?? '';
      const faces = rewritten.match(/@font-face/g)?.length ?? 0;
      expect(faces).toBeGreaterThan(0);
      expect(rewritten.match(/font-display: optional/g)?.length).toBe(faces);
      expect(rewritten).not.toContain('swap');
      // The rules keep their files and ranges.
      expect(rewritten.replace(/font-display: optional/g, 'font-display: swap')).toBe(css.code);
    }
  });

  it('leaves the Chinese font, added after the first paint, and other stylesheets alone', () => {
    expect(transform('optional', stylesheet('@fontsource/noto-sans-sc/400.css'))).toBeNull();
    expect(transform('optional', { id: '/app/src/theme/noto-sans-thai/400.css', code: '@font-face{font-display:swap}' })).toBeNull();
  });
});
