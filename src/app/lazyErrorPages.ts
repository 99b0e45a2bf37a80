import { lazyWithReload } from '../pages/flows/chunkReload/lazyWithReload';
import type { RouteErrorViewProps } from './RouteErrorView';

const loadRouteErrorView = () => import('./RouteErrorView');

/**
 * The not-found and error pages of the error element (RouteErrorView), loaded the first time one
 * shows: a page the shopper opens works without them. The browser loads them before hydrating a
 * page the server rendered with an error (preloadErrorPages); the server waits for them before it
 * answers.
 */
export const LazyRouteErrorView = lazyWithReload<RouteErrorViewProps>(() =>
  loadRouteErrorView().then((module) => ({ default: module.RouteErrorView })),
);

/** Loads the error pages' chunk (before hydrating a page the server rendered with an error). */
export function preloadErrorPages(): Promise<unknown> {
  return loadRouteErrorView();
}
