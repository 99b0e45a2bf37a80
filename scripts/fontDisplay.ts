import type { Plugin } from 'vite';

/** Fontsource's stylesheets of Noto Sans Thai (one per weight: `@fontsource/noto-sans-thai/400.css`). */
export const THAI_FONT_CSS = /[\\/]node_modules[\\/]@fontsource[\\/]noto-sans-thai[\\/]\d+\.css$/;

/**
 * Rewrites the `font-display` of the `@font-face` rules of the stylesheets `fontCss` matches
 * (Fontsource's say `swap`). The app build uses it for the Thai font, every page's first text:
 * with `swap`, a phone on a slow network paints the server's page in its own font, then lays the
 * text out again when Noto Sans Thai arrives; words change width, buttons and lines wrap
 * differently and the page shifts (CLS up to 0.026 on the cart under slow 4G). With `optional`, the
 * font is used when it is there at the first paint (it is preloaded, and cached after the first
 * visit) and otherwise not at all on that page view: nothing moves.
 */
export function fontDisplay(display: 'optional' | 'swap' | 'fallback', fontCss: RegExp): Plugin {
  return {
    name: 'storefront:font-display',
    enforce: 'pre',
    transform(code, id) {
      if (!fontCss.test(id)) return null;
      return { code: code.replace(/font-display:\s*\w+/g, `font-display: ${display}`), map: null };
    },
  };
}
