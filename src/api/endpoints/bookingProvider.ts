import { z } from '../schemas/zod';
import {
  bankListSchema,
  bookingOrderPageSchema,
  bookingOrderSchema,
  bookingServicePageSchema,
  bookingServiceSchema,
  bookingStorePageSchema,
  incomeLineSchema,
  incomeSchema,
  manageSummarySchema,
  merchantSchema,
  provinceCityListSchema,
  reservationRefundSchema,
  savedIdSchema,
  serviceCategoryListSchema,
  settledConfigSchema,
  settledMessageSchema,
  slotSettingsSchema,
  staffPageSchema,
  verificationSchema,
} from '../schemas/booking';
import { ackSchema, listOf } from '../schemas/common';
import { bookingResponse } from '../schemas/envelope';
import { endpointsOf } from './define';

const ep = endpointsOf('bookingProvider');
const P = '/booking/f/wap/provider_merchant';
/** spec §7 lists these paths; booking payload shapes are not shown. */
const chosen = { chosen: 'booking payload not shown in spec §7' };
const ack = bookingResponse(ackSchema);
const saved = bookingResponse(savedIdSchema);
type Paged = { page?: number; page_size?: number };

export const getBankList = ep()('getBankList', 'booking', 'GET', `${P}/bank_list`, bookingResponse(bankListSchema), chosen);
/** store/{product}_store: the stores offering one product line (e.g. `service_store`). */
export const getProductStores = ep<{ product: string; service_id?: string }>()(
  'getProductStores', 'booking', 'GET', `${P}/store/{product}_store`, bookingResponse(bookingStorePageSchema), chosen,
);
export const getProvinceCity = ep()('getProvinceCity', 'booking', 'GET', `${P}/get_province_city`, bookingResponse(provinceCityListSchema), chosen);
/** service: create (no service_id) or update; `name` is the Thai name, `name_en` and `name_zh` the others (each falls back to Thai). */
export const saveService = ep<{
  service_id?: string;
  name: string;
  name_en?: string;
  name_zh?: string;
  category_id: string;
  price: number;
  deposit?: number;
  duration_minutes: number;
  description?: string;
  store_ids: readonly string[];
  cover?: string;
}>()('saveService', 'booking', 'POST', `${P}/service`, saved, chosen);
export const getServiceDetail = ep<{ service_id: string }>()('getServiceDetail', 'booking', 'GET', `${P}/service/detail`, bookingResponse(bookingServiceSchema), chosen);
export const setServiceStatus = ep<{ service_id: string; status: 'online' | 'offline' }>()('setServiceStatus', 'booking', 'POST', `${P}/service/status`, ack, chosen);
export const getServiceCategories = ep()('getServiceCategories', 'booking', 'GET', `${P}/service/category`, bookingResponse(serviceCategoryListSchema), chosen);
export const getServiceList = ep<Paged & { status?: string }>()('getServiceList', 'booking', 'GET', `${P}/service/list`, bookingResponse(bookingServicePageSchema), chosen);
export const getStoreList = ep<Paged>()('getStoreList', 'booking', 'GET', `${P}/store/list`, bookingResponse(bookingStorePageSchema), chosen);
/** store: create (no store_id) or update; `cover` a picture's address (storage upload), kept when left out. */
export const saveStore = ep<{
  store_id?: string;
  cover?: string;
  name: string;
  address: string;
  province: string;
  city: string;
  phone: string;
  open_time: string;
  close_time: string;
}>()('saveStore', 'booking', 'POST', `${P}/store`, saved, chosen);
export const getRevenue = ep<Paged & { month?: string }>()('getRevenue', 'booking', 'GET', `${P}/revenue`, bookingResponse(incomeSchema), chosen);
export const getRevenueDetail = ep<{ id: string }>()('getRevenueDetail', 'booking', 'GET', `${P}/revenue/detail`, bookingResponse(incomeLineSchema), chosen);
/** order: the provider reschedules or updates a reservation. */
export const updateProviderOrder = ep<{ order_id: string; appointment_at?: string; remark?: string }>()('updateProviderOrder', 'booking', 'POST', `${P}/order`, ack, chosen);
export const getIncome = ep<Paged>()('getIncome', 'booking', 'GET', `${P}/income`, bookingResponse(incomeSchema), chosen);
export const getSettledMessage = ep()('getSettledMessage', 'booking', 'GET', `${P}/settled_msg`, bookingResponse(settledMessageSchema), chosen);
export const getMerchantDetail = ep()('getMerchantDetail', 'booking', 'GET', `${P}/merchant/detail`, bookingResponse(merchantSchema), chosen);
export const getSettledConfig = ep()('getSettledConfig', 'booking', 'GET', `${P}/settled_config`, bookingResponse(settledConfigSchema), chosen);
export const getManageSummary = ep()('getManageSummary', 'booking', 'GET', `${P}/manage`, bookingResponse(manageSummarySchema), chosen);
/** manage (POST): the merchant's profile: shop name, phone, province and city, and the bank account it is paid into (10–12 digits). */
export const saveMerchantProfile = ep<{
  name: string;
  phone: string;
  province: string;
  city: string;
  bank_code: string;
  bank_account_name: string;
  bank_account: string;
}>()('saveMerchantProfile', 'booking', 'POST', `${P}/manage`, ack, chosen);
/** merchant_biz_time: opening hours per weekday (availability settings). */
export const saveBizTime = ep<{ biz_time: readonly { weekday: number; open: string; close: string }[] }>()(
  'saveBizTime', 'booking', 'POST', `${P}/merchant_biz_time`, ack, chosen,
);
/** merchant_biz_time (GET): the hours, the closed days and each store's slot capacity (availability). */
export const getSlotSettings = ep()('getSlotSettings', 'booking', 'GET', `${P}/merchant_biz_time`, bookingResponse(slotSettingsSchema), chosen);
/** merchant_biz_time (PUT): the closed days (`YYYY-MM-DD`, the whole list) and the customers each store takes per time slot. */
export const saveSlotSettings = ep<{ closed_dates: readonly string[]; capacities: readonly { store_id: string; slot_capacity: number }[] }>()(
  'saveSlotSettings', 'booking', 'PUT', `${P}/merchant_biz_time`, ack, chosen,
);
export const getVerification = ep<{ code: string }>()('getVerification', 'booking', 'GET', `${P}/verification`, bookingResponse(verificationSchema), chosen);
export const confirmVerification = ep<{ code: string }>()('confirmVerification', 'booking', 'POST', `${P}/verification/confirm`, bookingResponse(verificationSchema), chosen);
export const verifyCoupon = ep<{ code: string }>()('verifyCoupon', 'booking', 'POST', `${P}/verification/coupon`, bookingResponse(verificationSchema), chosen);
/** employee: create (no employee_id) or update; `avatar` a photo's address (storage upload), `work_days` 1 Monday … 7 Sunday. */
export const saveEmployee = ep<{
  employee_id?: string;
  name: string;
  phone: string;
  store_id: string;
  service_ids: readonly string[];
  avatar?: string;
  work_days?: readonly number[];
}>()(
  'saveEmployee', 'booking', 'POST', `${P}/employee`, saved, chosen,
);
export const getEmployeeList = ep<Paged & { store_id?: string }>()('getEmployeeList', 'booking', 'GET', `${P}/employee/list`, bookingResponse(staffPageSchema), chosen);
export const getProviderOrderDetail = ep<{ order_id: string }>()('getProviderOrderDetail', 'booking', 'GET', `${P}/order/detail`, bookingResponse(bookingOrderSchema), chosen);
export const getProviderOrderList = ep<Paged & { status?: string }>()('getProviderOrderList', 'booking', 'GET', `${P}/order/list`, bookingResponse(bookingOrderPageSchema), chosen);
export const getProviderRefundList = ep<Paged>()(
  'getProviderRefundList', 'booking', 'GET', `${P}/refund/list`, bookingResponse(z.object({ list: listOf(reservationRefundSchema) })), chosen,
);
export const getProviderRefundDetail = ep<{ refund_id: string }>()('getProviderRefundDetail', 'booking', 'GET', `${P}/refund/detail`, bookingResponse(reservationRefundSchema), chosen);
/** refund/detail (POST): the provider approves or rejects a refund request under review; answers the refund as it now is. */
export const reviewProviderRefund = ep<{ refund_id: string; action: 'approve' | 'reject' }>()(
  'reviewProviderRefund', 'booking', 'POST', `${P}/refund/detail`, bookingResponse(reservationRefundSchema), chosen,
);
/** final_payment/confirm: the provider confirms the balance paid at the store. */
export const confirmFinalPayment = ep<{ order_id: string; amount: number }>()('confirmFinalPayment', 'booking', 'POST', `${P}/final_payment/confirm`, ack, chosen);

export const bookingProviderEndpoints = [
  getBankList,
  getProductStores,
  getProvinceCity,
  saveService,
  getServiceDetail,
  setServiceStatus,
  getServiceCategories,
  getServiceList,
  getStoreList,
  saveStore,
  getRevenue,
  getRevenueDetail,
  updateProviderOrder,
  getIncome,
  getSettledMessage,
  getMerchantDetail,
  getSettledConfig,
  getManageSummary,
  saveMerchantProfile,
  saveBizTime,
  getSlotSettings,
  saveSlotSettings,
  getVerification,
  confirmVerification,
  verifyCoupon,
  saveEmployee,
  getEmployeeList,
  getProviderOrderDetail,
  getProviderOrderList,
  getProviderRefundList,
  getProviderRefundDetail,
  reviewProviderRefund,
  confirmFinalPayment,
] as const;
