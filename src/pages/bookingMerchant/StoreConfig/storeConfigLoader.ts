import { getProvinceCity, getStoreList, type ApiClient, type BookingStore } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadForMerchant, loaderCall, queryId, type MerchantLoad } from '../shared/loadForMerchant';
import type { Province } from '../shared/provinces';

/** The store form's data: the provinces and cities, the store asked for (null: a new one), whether an asked-for store is unknown. */
export interface StoreConfigData {
  readonly provinces: readonly Province[];
  readonly store: BookingStore | null;
  readonly unknownStore: boolean;
}

export type StoreConfigLoad = MerchantLoad<StoreConfigData>;

/** The stores a merchant can have on one list page (store/list has no single-store call). */
const STORE_PAGE_SIZE = 100;

/** /m/booking/store/config[?store_id=]: the merchant gate, the provinces and the merchant's stores, in parallel. */
export function loadStoreConfig(client: ApiClient, request: Request): Promise<StoreConfigLoad> {
  const storeId = queryId(request, 'store_id');
  const asked = new URL(request.url).searchParams.has('store_id');
  return loadForMerchant(client, request, async () => {
    const [provinces, stores] = await Promise.all([
      getProvinceCity(client, {}, loaderCall(request)),
      asked && storeId !== null ? getStoreList(client, { page: 1, page_size: STORE_PAGE_SIZE }, loaderCall(request)) : null,
    ]);
    if (!provinces.ok) return provinces;
    if (stores && !stores.ok) return stores;
    const store = stores?.data.list.find((candidate) => candidate.store_id === storeId) ?? null;
    return { ok: true, data: { provinces: provinces.data.list, store, unknownStore: asked && store === null } };
  });
}

export const storeConfigLoader: PageLoader = ({ request }, { client }) => loadStoreConfig(client, request);
