export { theme } from './theme';
export type { StorefrontTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { StorefrontThemeProvider, type StorefrontThemeProviderProps } from './StorefrontThemeProvider';
export * as tokens from './tokens';
export type { TypographyVariant } from './tokens';
