import { getServiceCategories, getServiceDetail, getStoreList, type ApiClient, type BookingService, type BookingStore } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadForMerchant, loaderCall, queryId, type MerchantLoad } from '../shared/loadForMerchant';

/** The service form's data: categories, the merchant's stores, the service edited (null: a new one) and a store to preselect. */
export interface ServiceFormData {
  readonly categories: readonly { readonly id: string; readonly name: string }[];
  readonly stores: readonly BookingStore[];
  readonly service: BookingService | null;
  /** The config page without a usable service_id, or one that is not the merchant's. */
  readonly unknownService: boolean;
  /** A new service from a store's page: that store is ticked. */
  readonly storeId: string | null;
}

export type ServiceFormLoad = MerchantLoad<ServiceFormData>;

/** /m/booking/service/create[?store_id=] and /m/booking/service/config?service_id=: the gate, categories, stores and the service, in parallel. */
export function loadServiceForm(client: ApiClient, request: Request): Promise<ServiceFormLoad> {
  const editing = new URL(request.url).pathname.endsWith('/config');
  const serviceId = editing ? queryId(request, 'service_id') : null;
  return loadForMerchant<ServiceFormData>(client, request, async () => {
    const [categories, stores, service] = await Promise.all([
      getServiceCategories(client, {}, loaderCall(request)),
      getStoreList(client, { page: 1, page_size: 100 }, loaderCall(request)),
      serviceId !== null ? getServiceDetail(client, { service_id: serviceId }, loaderCall(request)) : null,
    ]);
    if (!categories.ok) return categories;
    if (!stores.ok) return stores;
    // An unknown service (404) is this page's own message, not the not-found page.
    if (service && !service.ok && service.kind !== 'notFound') return service;
    const found = service?.ok ? service.data : null;
    const storeId = queryId(request, 'store_id');
    return {
      ok: true,
      data: {
        categories: categories.data.list,
        stores: stores.data.list,
        service: found,
        unknownService: editing && found === null,
        storeId: stores.data.list.some((store) => store.store_id === storeId) ? storeId : null,
      },
    };
  });
}

export const serviceFormLoader: PageLoader = ({ request }, { client }) => loadServiceForm(client, request);
