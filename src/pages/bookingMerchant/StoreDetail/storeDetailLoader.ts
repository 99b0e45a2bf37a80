import { getEmployeeList, getServiceList, getStoreList, type ApiClient, type BookingService, type BookingStore, type Staff } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadForMerchant, loaderCall, queryId, type MerchantLoad } from '../shared/loadForMerchant';

/** The stores page: every store, or one store (null: not the merchant's) with its services and staff. */
export type StoreDetailData =
  | { readonly view: 'list'; readonly stores: readonly BookingStore[] }
  | { readonly view: 'store'; readonly store: BookingStore | null; readonly services: readonly BookingService[]; readonly staff: readonly Staff[] };

export type StoreDetailLoad = MerchantLoad<StoreDetailData>;

const ALL = { page: 1, page_size: 100 } as const;

/** /m/booking/store/detail[?store_id=]: the gate, the stores, and for one store its services and staff, in parallel. */
export function loadStoreDetail(client: ApiClient, request: Request): Promise<StoreDetailLoad> {
  const asked = new URL(request.url).searchParams.has('store_id');
  const storeId = queryId(request, 'store_id');
  return loadForMerchant<StoreDetailData>(client, request, async () => {
    const one = asked && storeId !== null;
    const [stores, services, staff] = await Promise.all([
      getStoreList(client, ALL, loaderCall(request)),
      one ? getServiceList(client, ALL, loaderCall(request)) : null,
      one ? getEmployeeList(client, { ...ALL, store_id: storeId }, loaderCall(request)) : null,
    ]);
    if (!stores.ok) return stores;
    if (!asked) return { ok: true, data: { view: 'list', stores: stores.data.list } };
    if (services && !services.ok) return services;
    if (staff && !staff.ok) return staff;
    const store = stores.data.list.find((candidate) => candidate.store_id === storeId) ?? null;
    return {
      ok: true,
      data: {
        view: 'store',
        store,
        services: store ? (services?.data.list ?? []).filter((service) => service.store_ids?.includes(store.store_id)) : [],
        staff: store ? (staff?.data.list ?? []) : [],
      },
    };
  });
}

export const storeDetailLoader: PageLoader = ({ request }, { client }) => loadStoreDetail(client, request);
