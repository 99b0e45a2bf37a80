/**
 * The `beauty-storefront/pages` subpath: the route table (mount it in your data router), the
 * shared layout, the link and version rules (pure functions) and the error pages.
 */
export { createStorefrontRoutes } from './createStorefrontRoutes';
export type { StorefrontRoutesOptions } from './createStorefrontRoutes';
export type { VisitorInfo } from './routing/linkRules';
export type { LayoutFlags, RouteDeps, StorefrontRouteHandle, StorefrontRouteModule } from '../pages/routeModule';
export { GO_TOP_HIDDEN_ROUTES, layoutFlagsOf } from './routing/goTopRoutes';
export { SPEC_ROUTES } from './routing/specRoutes';
export type { SpecRoute } from './routing/specRoutes';
export { routeCoverage, formatCoverage } from './routing/coverage';
export { StorefrontLayout } from './layout/StorefrontLayout';
export { StorefrontShellView } from './layout/StorefrontShellView';
export type { FooterNavProps, StorefrontShellViewProps } from './layout/StorefrontShellView';
export { useLayoutDialogs } from './layout/LayoutDialogsContext';
export type { LayoutDialogs } from './layout/LayoutDialogsContext';
export type { CouponDetail, LayoutDialog, TranslateLanguage } from './layout/layoutDialogs.types';
export { PAGE_LOAD_MIN_DELAY_MS } from './layout/useDelayedFlag';
export { RouteErrorBoundary } from './RouteErrorBoundary';
export { NotFound } from '../pages/errors/NotFound/NotFound';
export { NotFoundView } from '../pages/errors/NotFound/NotFoundView';
export type { NotFoundViewProps } from '../pages/errors/NotFound/NotFoundView';
export type { RecommendedProduct } from '../pages/shared/notFound/recommendedProduct';
export { DeletedItemView } from '../pages/errors/DeletedItem/DeletedItemView';
export { ErrorPage } from '../pages/errors/ErrorPage/ErrorPage';
export { ErrorPageView } from '../pages/errors/ErrorPage/ErrorPageView';
export * from './rules';
export { hydrateStorefront } from './hydrate/hydrateStorefront';
export type { HydratedStorefront, HydrateStorefrontOptions, StorefrontRouteWrapper } from './hydrate/hydrateStorefront';
export { StorefrontProviders } from './document/StorefrontProviders';
export type { StorefrontProvidersProps } from './document/StorefrontProviders';
