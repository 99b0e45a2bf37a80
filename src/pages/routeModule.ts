import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { ComponentType } from 'react';
import type { ApiClient } from '../api';


/** spec §8: how a route parameter is checked before the loader (a failure shows the not-found page). */
export type ParamRule = 'sign' | 'optionalSign' | 'productSlug' | 'id';

/** What the shared layout does for a route (spec §2 shared layout), read from the matched handles. */
export interface LayoutFlags {
  /** spec §2: no go-to-top button (rank, cart, home, booking create and store detail). */
  readonly hideGoTop?: boolean;
  /** Shows the footer navigation (spec §3 footNavData) under the page. */
  readonly footerNav?: boolean;
  /** The route parameter that holds the brand sign; brand info is refetched when it changes (spec §7). */
  readonly brandSignParam?: string;
}

/** Every route's handle: the spec §2 route name and the layout flags. */
export interface StorefrontRouteHandle {
  readonly name: string;
  readonly layout: LayoutFlags;
  /** Named middleware the host registers (`createStorefrontRoutes({ middleware })`); an unknown name gives 500. */
  readonly middleware?: readonly string[];
  /**
   * The document's title, description and link-preview fields for this page's loader data, on the
   * server and after each navigation in the browser; `t` reads the `app` namespace. Without it (or
   * when it gives null) the title is the route's own (`head:titles.<name>`).
   */
  readonly meta?: (data: unknown, t: PageTranslate) => PageMeta | null;
}

/** Translates a key of the `app` namespace, with values to put in (the document head's texts). */
export type PageTranslate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/** What a page tells the document head about itself (title, description, Open Graph). */
export interface PageMeta {
  readonly title: string;
  readonly description?: string;
  /** The page's main picture (og:image), an absolute or root-relative address. */
  readonly image?: string;
  /** A product page's price in baht (og:type product, product:price). */
  readonly priceAmount?: number;
}

/** What loaders receive besides react-router's arguments: injected by createStorefrontRoutes, never global. */
export interface RouteDeps {
  readonly client: ApiClient;
}

/**
 * A page as a route module (ARCHITECTURE: route.ts). Pure data plus a lazy component: no React
 * import. It lives below the pages (pages never import the app); the app composes the modules.
 */
export interface StorefrontRouteModule {
  /** Patterns relative to /m (`list/:sign1`; `*` for the catch-all). */
  readonly paths: readonly string[];
  readonly handle: StorefrontRouteHandle;
  /** spec §8: parameters checked before the loader; a failure shows the not-found page. */
  readonly params?: Readonly<Record<string, ParamRule>>;
  readonly loader?: (args: LoaderFunctionArgs, deps: RouteDeps) => Promise<unknown>;
  /**
   * The page's form posts (react-router's route action): the same function on the server (a form
   * posted without JavaScript, with the shopper's cookies) and in the browser (the enhanced form).
   */
  readonly action?: (args: ActionFunctionArgs, deps: RouteDeps) => Promise<unknown>;
  /** The page's container, loaded on demand (one chunk per page); none for a route whose loader always throws. */
  readonly Component?: () => Promise<ComponentType>;
}
