import type { ComponentProps } from 'react';
import { DocsContainer } from '@storybook/addon-docs/blocks';
import { StorefrontThemeProvider } from '../src/theme';

/**
 * The docs pages' container with the storefront theme around it: what an MDX page renders itself
 * (the Foundations samples, the Introduction) reads the theme as the stories do. Without the
 * global styles: they would restyle Storybook's own docs page.
 */
export function ThemedDocsContainer(props: ComponentProps<typeof DocsContainer>) {
  return (
    <StorefrontThemeProvider globalStyle={false}>
      <DocsContainer {...props} />
    </StorefrontThemeProvider>
  );
}
