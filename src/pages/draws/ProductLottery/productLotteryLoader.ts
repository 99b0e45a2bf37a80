import { getLottery, type ApiClient, type Lottery } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { campaignLoad, idParam, type CampaignLoad } from '../shared';

/** What the lottery's loader returns: the lottery, a missing or hostile id, or a failure with retry. */
export type ProductLotteryData = CampaignLoad<Lottery>;

/** /m/product_lottery.php?id=&module_id=&related_type=: the lottery (public); module_id and related_type ride along when they are ids. */
export async function loadProductLottery(client: ApiClient, request: Request): Promise<ProductLotteryData> {
  const id = idParam(request, 'id');
  if (id === null) return { kind: 'badId' };
  const moduleId = idParam(request, 'module_id');
  const relatedType = idParam(request, 'related_type');
  const params = { id, ...(moduleId === null ? {} : { module_id: moduleId }), ...(relatedType === null ? {} : { related_type: relatedType }) };
  return campaignLoad(await getLottery(client, params, { suppressToast: true, signal: request.signal }), client, request);
}

/** The route's loader (loaded on its first call through lazyLoader). */
export const productLotteryLoader: PageLoader = ({ request }, { client }) => loadProductLottery(client, request);
