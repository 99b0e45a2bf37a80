import { getLuckyDraws, type ApiClient, type DrawList } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { campaignLoad, type CampaignLoad } from '../shared';

/** What the draw list's loader returns: the draws and the backend's time, or a failure with retry. */
export type LuckyDrawsData = CampaignLoad<DrawList>;

/** /m/lucky-draws: every draw (public). */
export async function loadLuckyDraws(client: ApiClient, request: Request): Promise<LuckyDrawsData> {
  return campaignLoad(await getLuckyDraws(client, {}, { suppressToast: true, signal: request.signal }), client, request);
}

/** The route's loader (loaded on its first call through lazyLoader). */
export const luckyDrawsLoader: PageLoader = ({ request }, { client }) => loadLuckyDraws(client, request);
