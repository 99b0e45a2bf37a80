import { getGiftCampaign, type ApiClient, type GiftCampaign } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { campaignLoad, idParam, type CampaignLoad } from '../shared';

/** What the gift loader returns: the campaign, or a failure with retry. */
export type GiftData = CampaignLoad<GiftCampaign>;

/** /m/gift?campaign_id=…: the campaign (public); without a usable campaign_id, the new-user gift. */
export async function loadGift(client: ApiClient, request: Request): Promise<GiftData> {
  const campaignId = idParam(request, 'campaign_id');
  return campaignLoad(await getGiftCampaign(client, campaignId === null ? {} : { campaign_id: campaignId }, { suppressToast: true, signal: request.signal }), client, request);
}

/** The route's loader (loaded on its first call through lazyLoader). */
export const giftLoader: PageLoader = ({ request }, { client }) => loadGift(client, request);
