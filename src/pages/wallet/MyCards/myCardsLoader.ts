import type { LoaderFunctionArgs } from 'react-router';
import { getSavedCards, type SavedCard } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { loadedOrLeave } from '../../shared/login';

/**
 * What the saved-cards loader returns: the cards (brand, last four, expiry) and when they were
 * loaded (an expired card is marked from there, not from the render), or a failure with retry.
 * A guest never gets here: the loader sends them to sign in and back.
 */
export type MyCardsData =
  | { readonly kind: 'ok'; readonly cards: readonly SavedCard[]; readonly loadedAt: number }
  | { readonly kind: 'error'; readonly message?: string };

/** The saved-cards page's loader (spec §2 /m/account/my_card.php). */
export async function myCardsLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<MyCardsData> {
  const result = await getSavedCards(client, {}, { suppressToast: true, signal: request.signal });
  const loaded = await loadedOrLeave(result, client, request);
  if (!loaded.ok) return { kind: 'error', ...(loaded.failure.message !== undefined ? { message: loaded.failure.message } : {}) };
  return { kind: 'ok', cards: loaded.data.list, loadedAt: Date.now() };
}
