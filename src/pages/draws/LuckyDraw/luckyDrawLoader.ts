import { getLuckyDrawDetail, type ApiClient, type DrawDetail } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { campaignLoad, idParam, type CampaignLoad } from '../shared';

/** What one draw's loader returns: the draw, a missing or hostile id, or a failure with retry. */
export type LuckyDrawData = CampaignLoad<DrawDetail>;

/** /m/luck_draw.php?id=…: the draw (public); an unknown draw is the not-found page. */
export async function loadLuckyDraw(client: ApiClient, request: Request): Promise<LuckyDrawData> {
  const drawId = idParam(request, 'id');
  if (drawId === null) return { kind: 'badId' };
  return campaignLoad(await getLuckyDrawDetail(client, { draw_id: drawId }, { suppressToast: true, signal: request.signal }), client, request);
}

/** The route's loader (loaded on its first call through lazyLoader). */
export const luckyDrawLoader: PageLoader = ({ request }, { client }) => loadLuckyDraw(client, request);
