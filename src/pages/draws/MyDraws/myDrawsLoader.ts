import { getMyDrawEntries, type ApiClient, type DrawEntry } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { campaignLoad, type CampaignLoad } from '../shared';

/** What my draws' loader returns: the shopper's entries, newest first, or a failure with retry. */
export type MyDrawsData = CampaignLoad<{ readonly list: readonly DrawEntry[] }>;

/** /m/account/my_draws: the signed-in shopper's entries; a guest goes to sign in and back. */
export async function loadMyDraws(client: ApiClient, request: Request): Promise<MyDrawsData> {
  return campaignLoad(await getMyDrawEntries(client, {}, { suppressToast: true, signal: request.signal }), client, request);
}

/** The route's loader (loaded on its first call through lazyLoader). */
export const myDrawsLoader: PageLoader = ({ request }, { client }) => loadMyDraws(client, request);
