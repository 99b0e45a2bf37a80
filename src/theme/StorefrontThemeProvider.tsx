import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

export interface StorefrontThemeProviderProps {
  readonly children: ReactNode;
  /**
   * Whether to add the global styles (true by default). False in the browser when the document
   * already holds them: a page the server rendered inside this provider has them in its style tag.
   * Mounted again while hydrating, they would be removed and inserted anew, and the browser would
   * restyle the whole document for rules that did not change.
   */
  readonly globalStyle?: boolean;
}

/** The theme plus global styles: wrap a host app (or a story) once. */
export function StorefrontThemeProvider({ children, globalStyle = true }: StorefrontThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {globalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
