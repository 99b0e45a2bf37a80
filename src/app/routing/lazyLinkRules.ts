import type { MiddlewareFunction } from 'react-router';
import type { LinkRulesOptions } from './linkRules';

const loadLinkRules = () => import('./linkRules');

/**
 * linkRulesMiddleware whose rules (the https upgrade, the desktop redirect and its user-agent tests,
 * the /m prefix and the old links' rewrites) load with the first navigation that runs them. The
 * browser hydrates the server's page without running the middleware, so they are not part of the
 * first load; the app loads them right after it starts hydrating (preloadLinkRules).
 */
export function lazyLinkRulesMiddleware(options: LinkRulesOptions): MiddlewareFunction {
  let middleware: MiddlewareFunction | undefined;
  return async (args, next) => {
    middleware ??= (await loadLinkRules()).linkRulesMiddleware(options);
    return middleware(args, next);
  };
}

/** Loads the link rules before the first navigation needs them. */
export function preloadLinkRules(): Promise<unknown> {
  return loadLinkRules();
}
