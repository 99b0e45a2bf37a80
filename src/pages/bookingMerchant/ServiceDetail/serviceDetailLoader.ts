import { getServiceDetail, getServiceList, getStoreList, type ApiClient, type BookingService, type BookingStore } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadForMerchant, loaderCall, queryId, type MerchantLoad } from '../shared/loadForMerchant';

/** The services page: every service, or one service (null: not the merchant's) with the names of its stores. */
export type ServiceDetailData =
  | { readonly view: 'list'; readonly services: readonly BookingService[] }
  | { readonly view: 'service'; readonly service: BookingService | null; readonly stores: readonly BookingStore[] };

export type ServiceDetailLoad = MerchantLoad<ServiceDetailData>;

const ALL = { page: 1, page_size: 100 } as const;

/** /m/booking/service/detail[?service_id=]: the gate with the list, or with the service and the stores, in parallel. */
export function loadServiceDetail(client: ApiClient, request: Request): Promise<ServiceDetailLoad> {
  const asked = new URL(request.url).searchParams.has('service_id');
  const serviceId = queryId(request, 'service_id');
  return loadForMerchant<ServiceDetailData>(client, request, async () => {
    if (!asked) {
      const services = await getServiceList(client, ALL, loaderCall(request));
      return services.ok ? { ok: true, data: { view: 'list', services: services.data.list } } : services;
    }
    const [service, stores] = await Promise.all([
      serviceId !== null ? getServiceDetail(client, { service_id: serviceId }, loaderCall(request)) : null,
      getStoreList(client, ALL, loaderCall(request)),
    ]);
    if (service && !service.ok && service.kind !== 'notFound') return service;
    if (!stores.ok) return stores;
    return { ok: true, data: { view: 'service', service: service?.ok ? service.data : null, stores: stores.data.list } };
  });
}

export const serviceDetailLoader: PageLoader = ({ request }, { client }) => loadServiceDetail(client, request);
