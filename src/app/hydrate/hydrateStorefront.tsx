import type { i18n } from 'i18next';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import type { ApiClient } from '../../api';
import type { Locale } from '../../format/locale';
import { createStorefrontRoutes, type StorefrontRoutesOptions } from '../createStorefrontRoutes';
import { BOOT_ELEMENT_ID, parseBoot } from '../document/bootPayload';
import {
  browserClient,
  browserEnvironment,
  browserI18n,
  browserResources,
  browserSession,
  firstLoadMethod,
  mountStorefront,
  whenInteractive,
  type BrowserClientOptions,
} from '../document/browserStart';
import { resolveLazyRoutes } from '../document/resolveLazyRoutes';
import { StorefrontProviders } from '../document/StorefrontProviders';
import { preloadErrorPages } from '../lazyErrorPages';

/** The host's route table around the storefront's: give the server's handler the same function (its `routes` option). */
export type StorefrontRouteWrapper = (storefrontRoutes: RouteObject[]) => RouteObject[];

export interface HydrateStorefrontOptions
  extends BrowserClientOptions,
    Omit<StorefrontRoutesOptions, 'client' | 'origin' | 'firstLoadMethod' | 'allowList'> {
  /**
   * Puts the storefront's routes into the host's own table (its root route, its own pages beside
   * them): the server's handler must be given the same function as its `routes` option, so both
   * render the same tree. By default the storefront's table alone.
   */
  readonly routes?: StorefrontRouteWrapper;
}

/** What a host gets back once the page is hydrated (or rendered): the router, the language and the client. */
export interface HydratedStorefront {
  readonly router: ReturnType<typeof createBrowserRouter>;
  readonly i18n: i18n;
  readonly locale: Locale;
  readonly client: ApiClient;
  /** True when the server rendered the page and it was hydrated; false when it was rendered in the browser. */
  readonly serverRendered: boolean;
  /** Takes the pages down: unmounts them from the container and stops the router (a host's tests, hot reload). */
  readonly unmount: () => void;
}

/**
 * `beauty-storefront/pages`' browser entry for pages rendered by `createStorefrontHandler`. It reads
 * the boot payload the server inlined (`#storefront-boot`: the language the server chose, its
 * translations and the session), builds the same language, session and providers as the server,
 * loads the lazily loaded parts of the matched routes (so the first render is the server's page),
 * starts a data router on the router's inlined hydration data (no loader runs again) and hydrates
 * `container` (the template's `<div id="root">`). Without a server-rendered page it renders in the
 * browser (its loaders then run). Resolves once hydration has started; the document's
 * `data-storefront-ready` attribute says when the page is interactive.
 */
export async function hydrateStorefront(container: HTMLElement, options: HydrateStorefrontOptions = {}): Promise<HydratedStorefront> {
  const { routes: wrap, backendUrl, vaultUrl, allowList, ...routeOptions } = options;
  const boot = parseBoot(document.getElementById(BOOT_ELEMENT_ID)?.textContent);
  const serverRendered = boot !== null && container.hasChildNodes();
  const { environment, locale } = browserEnvironment(boot);
  const instance = browserI18n(locale, await browserResources(boot, locale), boot !== null);
  const session = browserSession(boot, locale, environment);
  const client = browserClient(session, {
    ...(backendUrl !== undefined ? { backendUrl } : {}),
    ...(vaultUrl !== undefined ? { vaultUrl } : {}),
    ...(allowList !== undefined ? { allowList } : {}),
  });
  const storefrontRoutes = createStorefrontRoutes({
    ...routeOptions,
    client,
    origin: window.location.origin,
    firstLoadMethod: firstLoadMethod(),
    ...(allowList !== undefined ? { allowList } : {}),
  });
  const routes = wrap ? wrap(storefrontRoutes) : storefrontRoutes;
  // The page the server rendered: its lazily loaded parts (the page's component) load before the
  // router starts, so the router starts ready and the first render is that page (no fallback, no mismatch).
  if (serverRendered) await resolveLazyRoutes(matchRoutes(routes, window.location) ?? []);
  // The router takes the loader data from `window.__staticRouterHydrationData` (the server inlined it).
  const router = createBrowserRouter(routes);
  // The server rendered the not-found or error page: its chunk loads before hydrating, like a page's.
  if (serverRendered && router.state.errors) await preloadErrorPages();
  const app = (
    <StorefrontProviders i18n={instance} session={session} onInteractive={whenInteractive(session, instance, locale, boot !== null)} globalStylesInDocument={serverRendered} forms={boot?.forms}>
      <RouterProvider router={router} />
    </StorefrontProviders>
  );
  const root = mountStorefront(container, app, serverRendered);
  const unmount = () => {
    root.unmount();
    router.dispose();
  };
  return { router, i18n: instance, locale, client, serverRendered, unmount };
}
