import { data } from 'react-router';
import type { ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import type { RecommendedProduct } from './recommendedProduct';

/** What a thrown not-found response carries to the error boundary. */
export interface NotFoundData {
  readonly notFound: true;
  readonly recommendations: readonly RecommendedProduct[];
}

/** The 404 call is a nicety: the page never waits longer than this for it. */
export const RECOMMENDATIONS_TIMEOUT_MS = 5_000;

export function isNotFoundData(value: unknown): value is NotFoundData {
  return typeof value === 'object' && value !== null && (value as { notFound?: unknown }).notFound === true;
}

/**
 * spec §2, §8: no route matches, or the parameters fail validation. Fetches the recommended
 * products of /m_api/404.php (a failure leaves the list empty: the page still shows) and returns
 * the 404 response a loader throws; the error boundary renders the not-found page from it.
 */
export async function notFoundResponse(client: ApiClient, signal?: AbortSignal) {
  // The call, its schemas and the cards' mapping load with the first not-found answer, not with
  // every page's first load.
  const [{ getNotFoundRecommendations }, { toRecommendedProduct }] = await Promise.all([
    import('../../../api/endpoints/layout'),
    import('./recommendedProduct'),
  ]);
  const result = await getNotFoundRecommendations(client, {}, {
    timeoutMs: RECOMMENDATIONS_TIMEOUT_MS,
    suppressToast: true,
    ...(signal ? { signal } : {}),
  });
  const recommendations = result.ok ? result.data.map(toRecommendedProduct) : [];
  const body: NotFoundData = { notFound: true, recommendations };
  return data(body, { status: 404, statusText: 'Not Found' });
}

/** The catch-all route's loader: every address no other route matches is not found. */
export const notFoundLoader: PageLoader = async ({ request }, { client }) => {
  throw await notFoundResponse(client, request.signal);
};
