/** spec §8: an unknown middleware gives 500 "Unknown middleware". */
export const UNKNOWN_MIDDLEWARE_MESSAGE = 'Unknown middleware';

export type MiddlewareResolution<F> =
  | { readonly ok: true; readonly middleware: readonly F[] }
  | { readonly ok: false; readonly unknown: string };

/** Resolves the middleware names a route's handle lists against the registry the host gave. */
export function resolveMiddlewareNames<F>(names: readonly string[], registry: Readonly<Record<string, F>>): MiddlewareResolution<F> {
  const found: F[] = [];
  for (const name of names) {
    const middleware = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (middleware === undefined) return { ok: false, unknown: name };
    found.push(middleware);
  }
  return { ok: true, middleware: found };
}
