import type { PageLoader } from '../../lazyLoader';
import { parsePicks } from './tarotPicks';

/** What the tarot loader returns: the cards already picked (kept in the address across sign-in). */
export interface TarotData {
  readonly kind: 'ok';
  readonly picks: readonly number[];
}

/** /m/tarot?picks=…: open to guests; the picks from the query (a hostile value is left out). No call: the draw is the shopper's action. */
export function loadTarot(request: Request): TarotData {
  return { kind: 'ok', picks: parsePicks(new URL(request.url).searchParams.get('picks')) };
}

/** The route's loader (loaded on its first call through lazyLoader). */
export const tarotLoader: PageLoader = ({ request }) => Promise.resolve(loadTarot(request));
