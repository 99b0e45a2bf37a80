import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { StorefrontThemeProvider } from './StorefrontThemeProvider';

/** The style tags a render inside the provider collects. */
function collectedStyles(globalStyle?: boolean): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <StorefrontThemeProvider {...(globalStyle === undefined ? {} : { globalStyle })}>
          <p>สวัสดี</p>
        </StorefrontThemeProvider>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('StorefrontThemeProvider', () => {
  it('adds the global styles by default', () => {
    const styles = collectedStyles();
    expect(styles).toContain('box-sizing:border-box');
    expect(styles).toContain('-webkit-tap-highlight-color:transparent');
  });

  it('adds none with globalStyle false (the document holds them already)', () => {
    const styles = collectedStyles(false);
    expect(styles).not.toContain('box-sizing:border-box');
    expect(styles).not.toContain('-webkit-tap-highlight-color');
  });
});
