import {
  SERVICE_CONFIG_PAGE,
  SERVICE_CREATE_PAGE,
  SERVICE_DETAIL_PAGE,
  STAFF_CONFIG_PAGE,
  STAFF_CREATE_PAGE,
  STORE_CONFIG_PAGE,
  STORE_DETAIL_PAGE,
} from '../../shared/merchant';

const withQuery = (page: string, name: string, id: string) => `${page}?${name}=${encodeURIComponent(id)}`;

/** The addresses of one store, service or member of staff on the provider pages. */
export const merchantLinks = {
  storeDetail: (storeId: string) => withQuery(STORE_DETAIL_PAGE, 'store_id', storeId),
  storeConfig: (storeId: string) => withQuery(STORE_CONFIG_PAGE, 'store_id', storeId),
  serviceDetail: (serviceId: string) => withQuery(SERVICE_DETAIL_PAGE, 'service_id', serviceId),
  serviceConfig: (serviceId: string) => withQuery(SERVICE_CONFIG_PAGE, 'service_id', serviceId),
  serviceCreateAt: (storeId: string) => withQuery(SERVICE_CREATE_PAGE, 'store_id', storeId),
  staffConfig: (employeeId: string) => withQuery(STAFF_CONFIG_PAGE, 'employee_id', employeeId),
  staffCreateAt: (storeId: string) => withQuery(STAFF_CREATE_PAGE, 'store_id', storeId),
} as const;
