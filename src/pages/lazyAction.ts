import type { ActionFunctionArgs } from 'react-router';
import { lazyCall } from './lazyCall';
import type { RouteDeps } from './routeModule';

/** A route module's action: react-router's arguments and the injected dependencies. */
export type PageAction = (args: ActionFunctionArgs, deps: RouteDeps) => Promise<unknown>;

/**
 * An action whose code loads on its first post (as lazyLoader does for loaders): the route table
 * holds only this small function, not the form's schema and calls.
 * `action: lazyAction(() => import('./writePostAction'), 'writePostAction')`.
 */
export function lazyAction<M, K extends keyof M>(load: () => Promise<M>, name: K & (M[K] extends PageAction ? K : never)): PageAction {
  return lazyCall(() => load().then((module) => module[name] as PageAction));
}
