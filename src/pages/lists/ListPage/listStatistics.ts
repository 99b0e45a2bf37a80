import type { StatisticsSource } from '../../shared/statistics';

/** The address parts that name a list, in the order they are joined into refer_from_id. */
const SIGN_PARAMS = ['sign1', 'sign2', 'rank_type', 'period'] as const;
/** classify.php names its category in the query. */
const CATEGORY_QUERY = 'category';

/**
 * The referrer of a list's product cards (spec §7): refer_from is the route's name (spec §2, the
 * names of routes:report: list-sign1, classify, best_sellers, rank, promo…), refer_from_id the
 * list's signs as in the address (`skincare/sun`, `hot/week`), or the chosen category of
 * classify.php; none for a list without a sign (best sellers, promo…, whose name says it all).
 */
export function listStatisticsSource(routeName: string, params: Readonly<Record<string, string | undefined>>, search: string): StatisticsSource {
  const signs = SIGN_PARAMS.flatMap((name) => {
    const value = params[name];
    return value ? [value] : [];
  });
  const category = new URLSearchParams(search).get(CATEGORY_QUERY);
  const referFromId = signs.length > 0 ? signs.join('/') : (category ?? '');
  return { referFrom: routeName, ...(referFromId ? { referFromId } : {}) };
}

/** The name in a route's handle (StorefrontRouteHandle), if it has one. */
export function routeNameOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  const name = (handle as { readonly name?: unknown }).name;
  return typeof name === 'string' && name !== '' ? name : undefined;
}
