import { bookingProviderEndpoints } from '../../src/api/endpoints/bookingProvider';
import { BOOKING_BANKS, BOOKING_PROVINCES } from '../fixtures/booking';
import { pickText } from '../fixtures/locale';
import { listParam, objectListParam, sentListParam, sentNumberParam, sentTextParam } from '../shop/requestParams';
import {
  categoryViews,
  incomeLineView,
  incomeView,
  merchantView,
  orderView,
  pageOf,
  providerServiceView,
  refundView,
  staffView,
  storeView,
  verificationView,
  viewOf,
} from '../shop/booking/bookingViews';
import { providerIncome, providerIncomeLine } from '../shop/booking/incomeOps';
import { asMerchant, saveBizTime, settledStatus } from '../shop/booking/merchantOps';
import { saveMerchantProfile } from '../shop/booking/merchantProfileOps';
import { confirmFinalPayment, providerOrder, providerOrders, updateProviderOrder } from '../shop/booking/providerOrderOps';
import { providerRefund, providerRefunds } from '../shop/booking/refundOps';
import { reviewRefund } from '../shop/booking/refundReviewOps';
import { providerService, providerServices, saveService, setServiceStatus } from '../shop/booking/serviceOps';
import { providerStaff, saveEmployee } from '../shop/booking/staffOps';
import { productStores, providerStores, saveStore } from '../shop/booking/storeOps';
import { saveSlotSettings, slotSettings } from '../shop/booking/slotSettingsOps';
import { manageNumbers } from '../shop/booking/summaryOps';
import { confirmVoucher, lookUpVoucher } from '../shop/booking/voucherOps';
import type { MockShop } from '../shop/sessions';
import { buildAreaHandlers, type AreaMocks, type AreaScenario, type EndpointMock, type MockRequest } from './core';

/**
 * Seeded codes starting with this are already used: looking one up answers verified, with who and
 * when (98213705: คุณน้ำฝน at Glow Studio สยามสแควร์). Codes booked in a session start with 5.
 */
export const USED_VOUCHER_PREFIX = '9';

/** A provider endpoint: a guest gets 401, an account that is not the provider 403 (the operations check). */
const provider = (ok: (request: MockRequest) => unknown): EndpointMock => ({ needsLogin: true, ok });

const SETTLED_TEXT = {
  approved: { th: 'ร้านของคุณผ่านการตรวจสอบแล้ว', en: 'Your shop has been approved.', zh: '您的店铺已通过审核。' },
  reviewing: { th: 'กำลังตรวจสอบข้อมูลร้านของคุณ', en: 'Your shop is being reviewed.', zh: '您的店铺正在审核中。' },
  none: { th: 'ร้านของคุณยังไม่ได้สมัครเข้าร่วม', en: 'Your shop has not applied yet.', zh: '您的店铺尚未申请入驻。' },
} as const;

const REQUIRED_DOCUMENTS = [
  { th: 'สำเนาบัตรประชาชน', en: 'Copy of ID card', zh: '身份证复印件' },
  { th: 'หนังสือรับรองบริษัท', en: 'Company certificate', zh: '公司注册证明' },
] as const;

const paged = ({ params }: MockRequest) => [sentNumberParam(params, 'page'), sentNumberParam(params, 'page_size')] as const;

export const bookingProviderMocks: AreaMocks<'bookingProvider'> = {
  getBankList: provider(({ shop }) => asMerchant(shop, () => ({ list: BOOKING_BANKS.map((bank) => ({ ...bank })) }))),
  getProductStores: provider(({ shop, params }) =>
    viewOf(productStores(shop, { product: params.product, service_id: params.service_id }), (stores) => pageOf(stores.map(storeView))),
  ),
  getProvinceCity: provider(({ shop }) =>
    asMerchant(shop, () => ({ list: BOOKING_PROVINCES.map((province) => ({ ...province, cities: province.cities.map((city) => ({ ...city })) })) })),
  ),
  saveService: provider(({ shop, params, lists }) =>
    saveService(shop, {
      service_id: sentTextParam(params, 'service_id'),
      name: sentTextParam(params, 'name'),
      name_en: sentTextParam(params, 'name_en'),
      name_zh: sentTextParam(params, 'name_zh'),
      category_id: sentTextParam(params, 'category_id'),
      price: sentNumberParam(params, 'price'),
      deposit: sentNumberParam(params, 'deposit'),
      duration_minutes: sentNumberParam(params, 'duration_minutes'),
      description: sentTextParam(params, 'description'),
      store_ids: sentListParam(lists, 'store_ids'),
      cover: sentTextParam(params, 'cover'),
    }),
  ),
  getServiceDetail: provider(({ shop, params, locale }) => viewOf(providerService(shop, params.service_id), (service) => providerServiceView(shop.booking, service, locale))),
  setServiceStatus: provider(({ shop, params }) => setServiceStatus(shop, { service_id: params.service_id, status: params.status })),
  getServiceCategories: provider(({ shop, locale }) => asMerchant(shop, () => ({ list: categoryViews(shop.booking, locale) }))),
  getServiceList: provider((request) =>
    viewOf(providerServices(request.shop, { status: request.params.status }), (services) =>
      pageOf(
        services.map((service) => providerServiceView(request.shop.booking, service, request.locale)),
        ...paged(request),
      ),
    ),
  ),
  getStoreList: provider((request) => viewOf(providerStores(request.shop), (stores) => pageOf(stores.map(storeView), ...paged(request)))),
  saveStore: provider(({ shop, params }) =>
    saveStore(shop, {
      store_id: sentTextParam(params, 'store_id'),
      name: sentTextParam(params, 'name'),
      address: sentTextParam(params, 'address'),
      province: sentTextParam(params, 'province'),
      city: sentTextParam(params, 'city'),
      phone: sentTextParam(params, 'phone'),
      open_time: sentTextParam(params, 'open_time'),
      close_time: sentTextParam(params, 'close_time'),
      cover: sentTextParam(params, 'cover'),
    }),
  ),
  getRevenue: provider(({ shop, params, locale }) =>
    viewOf(providerIncome(shop, { month: params.month }), ({ totals, lines }) => incomeView(shop.booking, totals, lines, locale)),
  ),
  getRevenueDetail: provider(({ shop, params, locale }) => viewOf(providerIncomeLine(shop, params.id), (line) => incomeLineView(shop.booking, line, locale))),
  updateProviderOrder: provider(({ shop, params }) =>
    updateProviderOrder(shop, { order_id: params.order_id, appointment_at: sentTextParam(params, 'appointment_at'), remark: sentTextParam(params, 'remark') }),
  ),
  getIncome: provider(({ shop, locale }) => viewOf(providerIncome(shop), ({ totals, lines }) => incomeView(shop.booking, totals, lines, locale))),
  getSettledMessage: provider(({ shop, locale }) =>
    asMerchant(shop, (merchant) => {
      const status = settledStatus(merchant);
      return { status, message: pickText(SETTLED_TEXT[status], locale) };
    }),
  ),
  getMerchantDetail: provider(({ shop }) => asMerchant(shop, merchantView)),
  getSettledConfig: provider(({ shop, locale }) =>
    asMerchant(shop, () => ({
      agreement_url: '/m/booking/settled/agreement',
      required_documents: REQUIRED_DOCUMENTS.map((document) => pickText(document, locale)),
      categories: categoryViews(shop.booking, locale),
    })),
  ),
  getManageSummary: provider(({ shop }) => viewOf(manageNumbers(shop), (numbers) => ({ ...numbers, income_today: numbers.income_today.toFixed(2) }))),
  saveMerchantProfile: provider(({ shop, params }) =>
    saveMerchantProfile(shop, {
      name: sentTextParam(params, 'name'),
      phone: sentTextParam(params, 'phone'),
      province: sentTextParam(params, 'province'),
      city: sentTextParam(params, 'city'),
      bank_code: sentTextParam(params, 'bank_code'),
      bank_account_name: sentTextParam(params, 'bank_account_name'),
      bank_account: sentTextParam(params, 'bank_account'),
    }),
  ),
  saveBizTime: provider(({ shop, params }) =>
    saveBizTime(shop, {
      biz_time: objectListParam(params, 'biz_time').map((row) => ({
        weekday: row.weekday === undefined ? undefined : Number(row.weekday),
        open: row.open,
        close: row.close,
      })),
    }),
  ),
  getSlotSettings: provider(({ shop }) => slotSettings(shop)),
  saveSlotSettings: provider(({ shop, params, lists }) =>
    saveSlotSettings(shop, {
      closed_dates: listParam(lists, 'closed_dates'),
      capacities: objectListParam(params, 'capacities').map((row) => ({ store_id: row.store_id, slot_capacity: row.slot_capacity === undefined ? undefined : Number(row.slot_capacity) })),
    }),
  ),
  getVerification: provider(({ shop, params, locale }) => viewOf(lookUpVoucher(shop, { code: params.code }), (voucher) => verificationView(shop.booking, voucher, locale))),
  confirmVerification: provider(({ shop, params, locale }) =>
    viewOf(confirmVoucher(shop, { code: params.code }, 'booking', locale), (voucher) => verificationView(shop.booking, voucher, locale)),
  ),
  verifyCoupon: provider(({ shop, params, locale }) =>
    viewOf(confirmVoucher(shop, { code: params.code }, 'coupon', locale), (voucher) => verificationView(shop.booking, voucher, locale)),
  ),
  saveEmployee: provider(({ shop, params, lists }) =>
    saveEmployee(shop, {
      employee_id: sentTextParam(params, 'employee_id'),
      name: sentTextParam(params, 'name'),
      phone: sentTextParam(params, 'phone'),
      store_id: sentTextParam(params, 'store_id'),
      service_ids: sentListParam(lists, 'service_ids'),
      avatar: sentTextParam(params, 'avatar'),
      work_days: sentListParam(lists, 'work_days')?.map(Number),
    }),
  ),
  getEmployeeList: provider((request) =>
    viewOf(providerStaff(request.shop, { store_id: request.params.store_id }), (staff) => pageOf(staff.map(staffView), ...paged(request))),
  ),
  getProviderOrderDetail: provider(({ shop, params, locale }) => viewOf(providerOrder(shop, params.order_id), (order) => orderView(shop.booking, order, locale))),
  getProviderOrderList: provider((request) =>
    viewOf(providerOrders(request.shop, { status: request.params.status }), (orders) =>
      pageOf(
        orders.map((order) => orderView(request.shop.booking, order, request.locale)),
        ...paged(request),
      ),
    ),
  ),
  getProviderRefundList: provider(({ shop, locale }) => viewOf(providerRefunds(shop), (refunds) => ({ list: refunds.map((refund) => refundView(refund, locale)) }))),
  getProviderRefundDetail: provider(({ shop, params, locale }) => viewOf(providerRefund(shop, params.refund_id), (refund) => refundView(refund, locale))),
  reviewProviderRefund: provider(({ shop, params, locale }) =>
    viewOf(reviewRefund(shop, { refund_id: sentTextParam(params, 'refund_id'), action: sentTextParam(params, 'action') }), (refund) => refundView(refund, locale)),
  ),
  confirmFinalPayment: provider(({ shop, params }) => confirmFinalPayment(shop, { order_id: params.order_id, amount: sentNumberParam(params, 'amount') })),
};

/** Booking provider and merchant paths under /booking/f/wap/provider_merchant/. */
export function bookingProviderHandlers(choice?: AreaScenario<'bookingProvider'>, shop?: MockShop) {
  return buildAreaHandlers(bookingProviderEndpoints, bookingProviderMocks, choice, shop);
}
