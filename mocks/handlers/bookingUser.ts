import { bookingUserEndpoints } from '../../src/api/endpoints/bookingUser';
import { pickText } from '../fixtures/locale';
import { appUpdate } from '../shop/booking/appUpdate';
import { numberParam, textParam } from '../shop/booking/bookingParams';
import { noRefundView, pageOf, refundView, serviceView, slotsView, userReservationView, viewOf } from '../shop/booking/bookingViews';
import { applyRefund, cancelRefund, modifyRefund, refundDetail, refundOption } from '../shop/booking/refundOps';
import { bookReservation, cancelReservation, myReservations, serviceSlots } from '../shop/booking/reservationOps';
import { publicService, publicServices } from '../shop/booking/serviceOps';
import type { MockShop } from '../shop/sessions';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

const TRANSLATED: Readonly<Record<string, string>> = {
  en_US: 'Lovely staff and a very relaxing massage.',
  th_TH: 'พนักงานน่ารัก นวดผ่อนคลายมาก',
  zh_CN: '工作人员很可爱，按摩非常放松。',
};

export const bookingUserMocks: AreaMocks<'bookingUser'> = {
  getReservationRefund: {
    needsLogin: true,
    ok: ({ shop, params, locale }) =>
      viewOf(refundDetail(shop, { order_id: params.order_id }), ({ reservation, refund }) =>
        refund ? refundView(refund, locale) : noRefundView(reservation.order_id),
      ),
    /** No request made yet for the order (the user may apply). */
    empty: ({ params }) => noRefundView(params.order_id ?? '77001'),
  },
  getReservationRefundOption: {
    needsLogin: true,
    ok: ({ shop, params, locale }) =>
      viewOf(refundOption(shop, { order_id: params.order_id }), ({ reasons, max_amount }) => ({
        reasons: reasons.map((reason) => ({ id: reason.id, text: pickText(reason.text, locale) })),
        max_amount,
      })),
  },
  modifyReservationRefund: {
    needsLogin: true,
    ok: ({ shop, params, locale }) =>
      viewOf(modifyRefund(shop, { order_id: params.order_id, reason_id: params.reason_id, remark: textParam(params, 'remark') }), (refund) =>
        refundView(refund, locale),
      ),
  },
  applyReservationRefund: {
    needsLogin: true,
    ok: ({ shop, params, locale }) =>
      viewOf(
        applyRefund(shop, { order_id: params.order_id, reason_id: params.reason_id, amount: numberParam(params, 'amount'), remark: textParam(params, 'remark') }),
        (refund) => refundView(refund, locale),
      ),
  },
  cancelReservationRefund: { needsLogin: true, ok: ({ shop, params }) => cancelRefund(shop, { order_id: params.order_id }) },
  getAppUpdate: { ok: ({ params }) => appUpdate({ app_version: params.app_version, platform: params.platform }) },
  getRecommendedServices: { ok: ({ shop, locale }) => ({ list: publicServices(shop).map((service) => serviceView(shop.booking, service, locale)) }) },
  getReservationServiceDetail: { ok: ({ shop, params, locale }) => viewOf(publicService(shop, params.service_id), (service) => serviceView(shop.booking, service, locale)) },
  translateBookingReview: {
    ok: ({ params }) => ({ id: params.id ?? '1', lang: params.lang ?? 'en_US', trans_res: TRANSLATED[params.lang ?? 'en_US'] ?? TRANSLATED.en_US }),
  },
  getServiceSlots: {
    needsLogin: true,
    ok: ({ shop, params }) =>
      viewOf(serviceSlots(shop, { service_id: params.service_id, store_id: params.store_id, date: params.date }), ({ service, store, day, slots }) =>
        slotsView(service.service_id, store.store_id, day, slots),
      ),
  },
  bookReservation: {
    needsLogin: true,
    ok: ({ shop, params, locale }) =>
      viewOf(
        bookReservation(shop, {
          service_id: params.service_id,
          store_id: params.store_id,
          date: params.date,
          time: params.time,
          employee_id: textParam(params, 'employee_id'),
        }),
        (reservation) => userReservationView(shop.booking, reservation, locale),
      ),
  },
  getReservations: {
    needsLogin: true,
    ok: ({ shop, params, locale }) =>
      viewOf(myReservations(shop, { status: params.status }), (reservations) =>
        pageOf(
          reservations.map((reservation) => userReservationView(shop.booking, reservation, locale)),
          numberParam(params, 'page'),
          numberParam(params, 'page_size'),
        ),
      ),
  },
  cancelReservation: {
    needsLogin: true,
    ok: ({ shop, params, locale }) =>
      viewOf(cancelReservation(shop, { order_id: params.order_id }), (reservation) => userReservationView(shop.booking, reservation, locale)),
  },
};

/** User reservations and their refunds (/booking/f/wap/user_reservation/) and the open /booking/o/wap/ paths. */
export function bookingUserHandlers(choice?: AreaScenario<'bookingUser'>, shop?: MockShop) {
  return buildAreaHandlers(bookingUserEndpoints, bookingUserMocks, choice, shop);
}
