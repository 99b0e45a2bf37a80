import { Outlet, type MiddlewareFunction, type RouteObject } from 'react-router';
import type { ApiClient } from '../api';
import { notFoundResponse } from '../pages/shared/notFound/notFoundResponse';
import { LAYOUT_ROUTE_ID, loadLayoutData } from '../pages/shared/layoutData';
import { ApiClientProvider } from '../session';
import { StorefrontLayout } from './layout/StorefrontLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { lazyLinkRulesMiddleware } from './routing/lazyLinkRules';
import type { VisitorInfo } from './routing/linkRules';
import type { PageRoutes } from './routing/composeRoutes';
import { defaultStorefrontAppConfig, StorefrontAppProvider, type StorefrontAppConfig } from './StorefrontAppContext';

export interface StorefrontRoutesOptions {
  /** The one api client (createClient); loaders receive it from here, containers through ApiClientProvider. */
  readonly client: ApiClient;
  /** The shop's origin (page-view addresses, which links stay in the app). */
  readonly origin: string;
  /** Other origins links may go to (as the client's allow-list). */
  readonly allowList?: readonly string[];
  /** Who is visiting; read on every navigation. Defaults to `navigator.userAgent`. */
  readonly visitor?: () => VisitorInfo;
  /** The desktop site's origin; the desktop redirect of spec §2 is on when given. */
  readonly desktopOrigin?: string;
  /** spec §2 http → https (default true; local hosts are never upgraded). */
  readonly upgradeHttps?: boolean;
  /** Named route middleware route handles may list; an unknown name gives 500 "Unknown middleware". */
  readonly middleware?: Readonly<Record<string, MiddlewareFunction>>;
  /** spec §7 022-{method}: how the first page was reached (PerformanceNavigationTiming.type). */
  readonly firstLoadMethod?: string;
  /** spec §2: where tourists go from "return to homepage" (default /m/promo?type=tourist, chosen). */
  readonly touristHomePath?: string;
  /** The app-download guide's link. */
  readonly appDownloadUrl?: string;
  /** The app's deep-link scheme. */
  readonly appScheme?: string;
  /**
   * Loads an address the router does not serve, or hands a deep link (spec §2) to the app; by
   * default `window.location.assign`. A host whose webview takes deep links another way passes its own.
   */
  readonly openDocument?: (href: string) => void;
}

function navigatorVisitor(): VisitorInfo {
  return { userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent };
}

/** What the router shows before the first navigation settles: nothing (the page-load indicator belongs to the layout). */
function FirstLoad() {
  return null;
}

/** The root route's loader: nothing to load (see its route). */
function rootLoader(): null {
  return null;
}

/** The route outside /m never renders: its loader always throws the not-found response. */
function NeverRendered() {
  return null;
}

function StorefrontRoot({ client, config }: { client: ApiClient; config: StorefrontAppConfig }) {
  return (
    <ApiClientProvider client={client}>
      <StorefrontAppProvider value={config}>
        <Outlet />
      </StorefrontAppProvider>
    </ApiClientProvider>
  );
}

/**
 * The route table around the pages: the root (link rules middleware, error element, providers),
 * the /m layout route with its data and the `pages` route, whose children `pageRoutes` makes (every
 * page module composed: createStorefrontRoutes; or each loaded on first use: the app's start), and
 * the not-found route outside /m.
 */
export function composeStorefrontRoutes(options: StorefrontRoutesOptions, pageRoutes: PageRoutes): RouteObject[] {
  const deps = { client: options.client };
  const config: StorefrontAppConfig = {
    ...defaultStorefrontAppConfig,
    origin: options.origin,
    allowList: options.allowList ?? [],
    ...(options.touristHomePath !== undefined ? { touristHomePath: options.touristHomePath } : {}),
    ...(options.appDownloadUrl !== undefined ? { appDownloadUrl: options.appDownloadUrl } : {}),
    ...(options.firstLoadMethod !== undefined ? { firstLoadMethod: options.firstLoadMethod } : {}),
    ...(options.appScheme !== undefined ? { appScheme: options.appScheme } : {}),
    ...(options.openDocument !== undefined ? { openDocument: options.openDocument } : {}),
  };
  return [
    {
      id: 'storefront',
      path: '/',
      element: <StorefrontRoot client={options.client} config={config} />,
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: FirstLoad,
      // No data of its own: the loader is there so that the server's hydration data names this
      // route. A route with middleware that the data does not name is "not loaded yet": the browser
      // would navigate again as it hydrates, running the middleware, whose rules load on first use
      // (an update before hydration ends makes React render the page again beside the server's).
      loader: rootLoader,
      middleware: [
        lazyLinkRulesMiddleware({
          visitor: options.visitor ?? navigatorVisitor,
          ...(options.desktopOrigin !== undefined ? { desktopOrigin: options.desktopOrigin } : {}),
          ...(options.upgradeHttps !== undefined ? { upgradeHttps: options.upgradeHttps } : {}),
        }),
      ],
      children: [
        {
          id: LAYOUT_ROUTE_ID,
          path: 'm',
          element: <StorefrontLayout />,
          handle: { name: 'layout', layout: {} },
          // The layout's data (spec §7: the footer navigation, once) loads beside the page's loader.
          loader: ({ request }) => loadLayoutData(options.client, request.signal),
          shouldRevalidate: () => false,
          children: [{ id: 'pages', errorElement: <RouteErrorBoundary />, children: pageRoutes(deps, options.middleware) }],
        },
        {
          // Outside /m: the middleware has prefixed every page address; what is left is not found.
          id: 'outside',
          path: '*',
          handle: { name: 'not-found', layout: {} },
          Component: NeverRendered,
          loader: async ({ request }) => {
            throw await notFoundResponse(options.client, request.signal);
          },
        },
      ],
    },
  ];
}
