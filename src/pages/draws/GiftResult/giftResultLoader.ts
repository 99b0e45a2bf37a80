import { getGiftClaim, type ApiClient, type GiftClaim } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { campaignLoad, idParam, type CampaignLoad } from '../shared';

/** What the gift result's loader returns: the chosen gift, a missing or hostile id, or a failure with retry. */
export type GiftResultData = CampaignLoad<GiftClaim>;

/** /m/gift/result?id=…: the signed-in shopper's chosen gift; a guest goes to sign in and back, another's gift is not found. */
export async function loadGiftResult(client: ApiClient, request: Request): Promise<GiftResultData> {
  const claimId = idParam(request, 'id');
  if (claimId === null) return { kind: 'badId' };
  return campaignLoad(await getGiftClaim(client, { claim_id: claimId }, { suppressToast: true, signal: request.signal }), client, request);
}

/** The route's loader (loaded on its first call through lazyLoader). */
export const giftResultLoader: PageLoader = ({ request }, { client }) => loadGiftResult(client, request);
