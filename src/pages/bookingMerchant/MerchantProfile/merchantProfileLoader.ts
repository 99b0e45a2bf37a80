import { getBankList, getManageSummary, type ApiClient, type ManageSummary } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadForMerchant, loaderCall, type MerchantLoad } from '../shared/loadForMerchant';

/** The profile page's own data: today's numbers and the banks (to name the merchant's). */
export interface MerchantProfileData {
  readonly summary: ManageSummary;
  readonly banks: readonly { readonly code: string; readonly name: string }[];
}

export type MerchantProfileLoad = MerchantLoad<MerchantProfileData>;

/** /m/booking/my-profile/config: the gate (the merchant's detail), manage and bank_list, in parallel. */
export function loadMerchantProfile(client: ApiClient, request: Request): Promise<MerchantProfileLoad> {
  return loadForMerchant<MerchantProfileData>(client, request, async () => {
    const [summary, banks] = await Promise.all([getManageSummary(client, {}, loaderCall(request)), getBankList(client, {}, loaderCall(request))]);
    if (!summary.ok) return summary;
    if (!banks.ok) return banks;
    return { ok: true, data: { summary: summary.data, banks: banks.data.list } };
  });
}

export const merchantProfileLoader: PageLoader = ({ request }, { client }) => loadMerchantProfile(client, request);
