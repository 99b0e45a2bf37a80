import { getEmployeeList, getServiceList, getStoreList, type ApiClient, type BookingService, type BookingStore, type Staff } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadForMerchant, loaderCall, queryId, type MerchantLoad } from '../shared/loadForMerchant';

/** The staff form's data: the stores, their services, the member edited (null: a new one) and a store to preselect. */
export interface StaffFormData {
  readonly stores: readonly BookingStore[];
  readonly services: readonly BookingService[];
  readonly member: Staff | null;
  /** The config page without a usable employee_id, or one that is not the merchant's. */
  readonly unknownMember: boolean;
  readonly storeId: string | null;
}

export type StaffFormLoad = MerchantLoad<StaffFormData>;

const ALL = { page: 1, page_size: 100 } as const;

/** /m/booking/staff/create[?store_id=] and /m/booking/staff/config?employee_id=: the gate, stores, services and staff, in parallel. */
export function loadStaffForm(client: ApiClient, request: Request): Promise<StaffFormLoad> {
  const editing = new URL(request.url).pathname.endsWith('/config');
  const employeeId = editing ? queryId(request, 'employee_id') : null;
  return loadForMerchant<StaffFormData>(client, request, async () => {
    const [stores, services, staff] = await Promise.all([
      getStoreList(client, ALL, loaderCall(request)),
      getServiceList(client, ALL, loaderCall(request)),
      employeeId !== null ? getEmployeeList(client, ALL, loaderCall(request)) : null,
    ]);
    if (!stores.ok) return stores;
    if (!services.ok) return services;
    if (staff && !staff.ok) return staff;
    const member = staff?.data.list.find((candidate) => candidate.employee_id === employeeId) ?? null;
    const storeId = queryId(request, 'store_id');
    return {
      ok: true,
      data: {
        stores: stores.data.list,
        services: services.data.list,
        member,
        unknownMember: editing && member === null,
        storeId: stores.data.list.some((store) => store.store_id === storeId) ? storeId : null,
      },
    };
  });
}

export const staffFormLoader: PageLoader = ({ request }, { client }) => loadStaffForm(client, request);
