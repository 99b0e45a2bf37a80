import type { LoaderFunctionArgs } from 'react-router';
import { lazyCall } from './lazyCall';
import type { RouteDeps } from './routeModule';

/** A route module's loader: react-router's arguments and the injected dependencies. */
export type PageLoader = (args: LoaderFunctionArgs, deps: RouteDeps) => Promise<unknown>;

/**
 * A loader whose code loads on its first call: the route table (in every page's first load) then
 * holds only this small function, not the page's calls and schemas. The module is imported once.
 * `loader: lazyLoader(() => import('./cartLoader'), 'cartLoader')`.
 */
export function lazyLoader<M, K extends keyof M>(load: () => Promise<M>, name: K & (M[K] extends PageLoader ? K : never)): PageLoader {
  return lazyCall(() => load().then((module) => module[name] as PageLoader));
}
