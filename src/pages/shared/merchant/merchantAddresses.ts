/** The provider pages' addresses (spec §2 booking), shared by every provider page. */
export const AGREEMENT_PAGE = '/m/booking/settled/agreement';
export const MERCHANT_PROFILE_PAGE = '/m/booking/my-profile/config';
export const STORE_DETAIL_PAGE = '/m/booking/store/detail';
export const STORE_CONFIG_PAGE = '/m/booking/store/config';
export const SERVICE_CREATE_PAGE = '/m/booking/service/create';
export const SERVICE_CONFIG_PAGE = '/m/booking/service/config';
export const SERVICE_DETAIL_PAGE = '/m/booking/service/detail';
export const STAFF_CREATE_PAGE = '/m/booking/staff/create';
export const STAFF_CONFIG_PAGE = '/m/booking/staff/config';
