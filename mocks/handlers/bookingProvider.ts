import { bookingProviderEndpoints } from '../../src/api/endpoints/bookingProvider';
import {
  buildBookingOrder,
  buildBookingService,
  buildBookingServices,
  buildBookingStore,
  buildIncome,
  buildIncomeLine,
  buildMerchant,
  buildReservationRefund,
  buildServiceCategories,
  buildStaff,
} from '../fixtures/booking';
import { FIXED_DATES, pickText } from '../fixtures/locale';
import { buildAreaHandlers, type AreaMocks, type AreaScenario, type EndpointMock } from './core';

const ack: EndpointMock = { ok: () => null };
const saved = (prefix: string): EndpointMock => ({ ok: () => ({ id: `${prefix}-new` }) });
const stores: EndpointMock = { ok: () => ({ list: [buildBookingStore(0), buildBookingStore(1)], paging: { page: 1, total: 2 } }) };
/** Codes starting with this are already used: looking one up answers verified, with who and when. */
export const USED_VOUCHER_PREFIX = '9';
const verification = (verified: boolean): EndpointMock => ({
  ok: ({ params, locale }) => {
    const used = verified || (params.code ?? '').startsWith(USED_VOUCHER_PREFIX);
    return {
      code: params.code ?? 'BK-8842-1173',
      order: buildBookingOrder(0, locale),
      verified: used ? 1 : 0,
      ...(used && !verified ? { verified_by: 'คุณน้ำฝน (Glow Studio สยามสแควร์)', verified_at: FIXED_DATES.yesterday } : {}),
    };
  },
});

export const bookingProviderMocks: AreaMocks<'bookingProvider'> = {
  getBankList: {
    ok: () => ({
      list: [
        { code: 'KBANK', name: 'ธนาคารกสิกรไทย', logo: null },
        { code: 'SCB', name: 'ธนาคารไทยพาณิชย์', logo: null },
        { code: 'BBL', name: 'ธนาคารกรุงเทพ', logo: null },
      ],
    }),
  },
  getProductStores: stores,
  getProvinceCity: {
    ok: () => ({
      list: [
        { name: 'กรุงเทพมหานคร', code: '10', cities: [{ name: 'ปทุมวัน', code: '1007' }, { name: 'วัฒนา', code: '1039' }] },
        { name: 'เชียงใหม่', code: '50', cities: [{ name: 'เมืองเชียงใหม่', code: '5001' }] },
      ],
    }),
  },
  saveService: saved('SV'),
  getServiceDetail: { ok: ({ locale }) => buildBookingService(0, locale) },
  setServiceStatus: ack,
  getServiceCategories: { ok: ({ locale }) => ({ list: buildServiceCategories(locale) }) },
  getServiceList: { ok: ({ locale }) => ({ list: buildBookingServices(3, locale), paging: { page: 1, total: 3 } }) },
  getStoreList: stores,
  saveStore: saved('S'),
  getRevenue: { ok: ({ locale }) => buildIncome(locale) },
  getRevenueDetail: { ok: ({ locale }) => buildIncomeLine(0, locale) },
  updateProviderOrder: ack,
  getIncome: { ok: ({ locale }) => buildIncome(locale) },
  getSettledMessage: {
    ok: ({ locale }) => ({ status: 'approved', message: pickText({ th: 'ร้านของคุณผ่านการตรวจสอบแล้ว', en: 'Your shop has been approved.', zh: '您的店铺已通过审核。' }, locale) }),
  },
  getMerchantDetail: { ok: () => buildMerchant() },
  getSettledConfig: {
    ok: ({ locale }) => ({
      agreement_url: '/m/booking/settled/agreement',
      required_documents: [
        pickText({ th: 'สำเนาบัตรประชาชน', en: 'Copy of ID card', zh: '身份证复印件' }, locale),
        pickText({ th: 'หนังสือรับรองบริษัท', en: 'Company certificate', zh: '公司注册证明' }, locale),
      ],
      categories: buildServiceCategories(locale),
    }),
  },
  getManageSummary: { ok: () => ({ today_orders: 7, pending_verification: 3, income_today: '8140.00', service_count: 3, store_count: 2, staff_count: 3 }) },
  saveBizTime: ack,
  getVerification: verification(false),
  confirmVerification: verification(true),
  verifyCoupon: verification(true),
  saveEmployee: saved('E'),
  getEmployeeList: { ok: () => ({ list: [0, 1, 2].map((i) => buildStaff(i)), paging: { page: 1, total: 3 } }) },
  getProviderOrderDetail: { ok: ({ locale }) => buildBookingOrder(0, locale) },
  getProviderOrderList: { ok: ({ locale }) => ({ list: [0, 1, 2].map((i) => buildBookingOrder(i, locale)), paging: { page: 1, total: 3 } }) },
  getProviderRefundList: { ok: () => ({ list: [buildReservationRefund(0), buildReservationRefund(1)] }) },
  getProviderRefundDetail: { ok: () => buildReservationRefund(0) },
  confirmFinalPayment: ack,
};

/** Booking provider and merchant paths under /booking/f/wap/provider_merchant/. */
export function bookingProviderHandlers(choice?: AreaScenario<'bookingProvider'>) {
  return buildAreaHandlers(bookingProviderEndpoints, bookingProviderMocks, choice);
}
