import { getNpsStatus, type ApiClient } from '../../../api';
import { loadedOrLeave } from '../../shared/login';
import type { PageLoader } from '../../lazyLoader';

/** What the NPS loader returns: whether the shopper already answered (then with what and when), or a failure with retry. */
export type NpsData =
  | { readonly kind: 'ok'; readonly answered: boolean; readonly score: number | null; readonly answeredAt: string | null }
  | { readonly kind: 'error' };

/** A whole score 0–10, else null (a backend that sends something else is not believed). */
function scoreOf(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10 ? value : null;
}

/** The NPS page's loader: whether this account answered already (the backend keeps one answer). A guest is sent to login and back. */
export async function loadNps(client: ApiClient, request: Request): Promise<NpsData> {
  const loaded = await loadedOrLeave(await getNpsStatus(client, {}, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error' };
  const { answered, score, answered_at } = loaded.data;
  return { kind: 'ok', answered, score: answered ? scoreOf(score) : null, answeredAt: answered ? (answered_at ?? null) : null };
}

/** The route's loader (loaded on its first call, see lazyLoader). */
export const npsLoader: PageLoader = ({ request }, { client }) => loadNps(client, request);
