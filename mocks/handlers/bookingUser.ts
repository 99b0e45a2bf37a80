import { bookingUserEndpoints } from '../../src/api/endpoints/bookingUser';
import { buildBookingService, buildBookingServices, buildReservationRefund } from '../fixtures/booking';
import { pickText } from '../fixtures/locale';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

const TRANSLATED: Readonly<Record<string, string>> = {
  en_US: 'Lovely staff and a very relaxing massage.',
  th_TH: 'พนักงานน่ารัก นวดผ่อนคลายมาก',
  zh_CN: '工作人员很可爱，按摩非常放松。',
};

export const bookingUserMocks: AreaMocks<'bookingUser'> = {
  getReservationRefund: {
    ok: () => buildReservationRefund(0),
    /** No request made yet for the order (the user may apply). */
    empty: ({ params }) => ({ refund_id: null, order_id: params.order_id ?? '77001', status: 'none', amount: 0, reason: null, created_at: null }),
  },
  getReservationRefundOption: {
    ok: ({ locale }) => ({
      reasons: [
        { id: 1, text: pickText({ th: 'ติดธุระ', en: 'Something came up', zh: '临时有事' }, locale) },
        { id: 2, text: pickText({ th: 'จองผิดเวลา', en: 'Booked the wrong time', zh: '预约时间错误' }, locale) },
      ],
      max_amount: 298,
    }),
  },
  modifyReservationRefund: { ok: () => buildReservationRefund(0) },
  applyReservationRefund: { ok: () => buildReservationRefund(0) },
  cancelReservationRefund: { ok: () => null },
  getAppUpdate: { ok: () => ({ need_update: 0, min_version: '10.4.25', url: null }) },
  getRecommendedServices: { ok: ({ locale }) => ({ list: buildBookingServices(3, locale) }) },
  getReservationServiceDetail: { ok: ({ locale }) => buildBookingService(0, locale) },
  translateBookingReview: {
    ok: ({ params }) => ({ id: params.id ?? '1', lang: params.lang ?? 'en_US', trans_res: TRANSLATED[params.lang ?? 'en_US'] ?? TRANSLATED.en_US }),
  },
};

/** User reservation refunds and the open /booking/o/wap/ paths. */
export function bookingUserHandlers(choice?: AreaScenario<'bookingUser'>) {
  return buildAreaHandlers(bookingUserEndpoints, bookingUserMocks, choice);
}
