import type { LoaderFunctionArgs } from 'react-router';
import { getCashCards, type CashCard } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { loadedOrLeave } from '../../shared/login';

/**
 * What the cash-card loader returns: the shopper's gift / cash cards with their balances, or a
 * failure the page shows with a retry. A guest never gets here: the loader sends them to sign in.
 */
export type CashCardsData = { readonly kind: 'ok'; readonly cards: readonly CashCard[] } | { readonly kind: 'error'; readonly message?: string };

/** The cash-card page's loader (spec §2 /m/account/cash_card.php). */
export async function cashCardsLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<CashCardsData> {
  const result = await getCashCards(client, {}, { suppressToast: true, signal: request.signal });
  const loaded = await loadedOrLeave(result, client, request);
  if (!loaded.ok) return { kind: 'error', ...(loaded.failure.message !== undefined ? { message: loaded.failure.message } : {}) };
  return { kind: 'ok', cards: loaded.data.list };
}
