import { getZodiacBox, type ApiClient, type ZodiacBox } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadedOrLeave, type LoadFailure } from '../../shared/login';

/** What the zodiac-box loader returns: the box, or a failure with retry. */
export type ZodiacBoxData = { readonly kind: 'ok'; readonly box: ZodiacBox } | { readonly kind: 'error'; readonly failure: LoadFailure };

/** /m/koko/zodiac-box: the box on offer and what this shopper opened (a guest sees the box too). */
export async function loadZodiacBox(client: ApiClient, request: Request): Promise<ZodiacBoxData> {
  const loaded = await loadedOrLeave(await getZodiacBox(client, {}, { suppressToast: true, signal: request.signal }), client, request);
  return loaded.ok ? { kind: 'ok', box: loaded.data } : { kind: 'error', failure: loaded.failure };
}

/** The route's loader (loaded on its first call through lazyLoader). */
export const zodiacBoxLoader: PageLoader = ({ request }, { client }) => loadZodiacBox(client, request);
