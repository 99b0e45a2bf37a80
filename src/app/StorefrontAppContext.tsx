import { createContext, useContext } from 'react';

/** What the host told createStorefrontRoutes that components (not only loaders) need. */
export interface StorefrontAppConfig {
  /** The shop's origin, for deciding whether a link stays in the app. */
  readonly origin: string;
  readonly allowList: readonly string[];
  /** spec §2: where "return to homepage" takes tourists. */
  readonly touristHomePath: string;
  /** The app-download guide's link. */
  readonly appDownloadUrl: string;
  /** spec §7 022-{method}: how the first page was reached (navigate, reload, back_forward…). */
  readonly firstLoadMethod: string;
  /** The app's deep-link scheme (spec §2 native deep links). */
  readonly appScheme: string;
  /** Loads an address outside the router as a document, or hands a deep link to the app. */
  readonly openDocument: (href: string) => void;
}

export const defaultStorefrontAppConfig: StorefrontAppConfig = {
  origin: '',
  allowList: [],
  touristHomePath: '/m/promo?type=tourist',
  appDownloadUrl: '/m/webview/event?download=app',
  firstLoadMethod: 'navigate',
  appScheme: 'beautyshop',
  openDocument: (href) => window.location.assign(href),
};

const StorefrontAppContext = createContext<StorefrontAppConfig>(defaultStorefrontAppConfig);

export const StorefrontAppProvider = StorefrontAppContext.Provider;

export function useStorefrontApp(): StorefrontAppConfig {
  return useContext(StorefrontAppContext);
}
