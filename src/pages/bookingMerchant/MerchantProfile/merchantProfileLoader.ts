import { getBankList, getManageSummary, getProvinceCity, type ApiClient, type ManageSummary } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadForMerchant, loaderCall, type MerchantLoad } from '../shared/loadForMerchant';
import type { Province } from '../shared/provinces';
import type { Bank } from './profileForm';

/** The profile page's own data: today's numbers, the banks and the provinces with their cities. */
export interface MerchantProfileData {
  readonly summary: ManageSummary;
  readonly banks: readonly Bank[];
  readonly provinces: readonly Province[];
}

export type MerchantProfileLoad = MerchantLoad<MerchantProfileData>;

/** /m/booking/my-profile/config: the gate (the merchant's detail), manage, bank_list and get_province_city, in parallel. */
export function loadMerchantProfile(client: ApiClient, request: Request): Promise<MerchantProfileLoad> {
  return loadForMerchant<MerchantProfileData>(client, request, async () => {
    const [summary, banks, provinces] = await Promise.all([
      getManageSummary(client, {}, loaderCall(request)),
      getBankList(client, {}, loaderCall(request)),
      getProvinceCity(client, {}, loaderCall(request)),
    ]);
    if (!summary.ok) return summary;
    if (!banks.ok) return banks;
    if (!provinces.ok) return provinces;
    return { ok: true, data: { summary: summary.data, banks: banks.data.list, provinces: provinces.data.list } };
  });
}

export const merchantProfileLoader: PageLoader = ({ request }, { client }) => loadMerchantProfile(client, request);
