import type { PageLoader } from '../../lazyLoader';
import { getReservationServiceDetail, type ApiClient, type ServiceDetail } from '../../../api';
import type { Loaded } from '../../shared/login';
import { bookingLoaded } from '../shared/bookingLoad';

export interface ServiceDetailData {
  readonly serviceId: string;
  readonly service: Loaded<ServiceDetail>;
}

/** A service's page: the service with its pictures, stores and reviews (an unknown service shows the not-found page). */
export async function loadServiceDetail(client: ApiClient, request: Request, serviceId: string): Promise<ServiceDetailData> {
  const result = await getReservationServiceDetail(client, { service_id: serviceId }, { suppressToast: true, signal: request.signal });
  return { serviceId, service: await bookingLoaded(result, client, request, true) };
}

export const serviceDetailLoader: PageLoader = ({ request, params }, { client }) => loadServiceDetail(client, request, params.sign ?? '');
