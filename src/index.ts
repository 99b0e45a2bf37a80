/**
 * beauty-storefront: the design system (theme, components) and the pure helpers every screen
 * uses (formats, validation, locale detection). Pages, flows, the api client and the mock backend
 * are separate subpaths so a host app loads only what it imports.
 */
export * from './theme';
export * from './components';
export * from './format';
export * from './validation';
export * from './i18n';
export * from './session';
