import { bookingUserEndpoints } from '../../src/api/endpoints/bookingUser';
import { pickText } from '../fixtures/locale';
import { appUpdate } from '../shop/booking/appUpdate';
import { sentNumberParam, sentTextParam } from '../shop/requestParams';
import { categoryViews, noRefundView, pageOf, refundView, serviceView, slotsView, storeView, userReservationView, viewOf } from '../shop/booking/bookingViews';
import { findServices, nearbyStores, storeDetail } from '../shop/booking/browseOps';
import { REVIEW_TRANSLATIONS, SERVICE_REVIEWS } from '../shop/booking/serviceReviews';
import { applyRefund, cancelRefund, modifyRefund, refundDetail, refundOption } from '../shop/booking/refundOps';
import { bookReservation, cancelReservation, myReservations, serviceSlots } from '../shop/booking/reservationOps';
import { rescheduleReservation } from '../shop/booking/rescheduleOps';
import { publicService } from '../shop/booking/serviceOps';
import type { MockShop } from '../shop/sessions';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

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
      viewOf(modifyRefund(shop, { order_id: params.order_id, reason_id: params.reason_id, remark: sentTextParam(params, 'remark') }), (refund) =>
        refundView(refund, locale),
      ),
  },
  applyReservationRefund: {
    needsLogin: true,
    ok: ({ shop, params, locale }) =>
      viewOf(
        applyRefund(shop, { order_id: params.order_id, reason_id: params.reason_id, amount: sentNumberParam(params, 'amount'), remark: sentTextParam(params, 'remark') }),
        (refund) => refundView(refund, locale),
      ),
  },
  cancelReservationRefund: { needsLogin: true, ok: ({ shop, params }) => cancelRefund(shop, { order_id: params.order_id }) },
  getAppUpdate: { ok: ({ params }) => appUpdate({ app_version: params.app_version, platform: params.platform }) },
  getRecommendedServices: {
    ok: ({ shop, params, locale }) => ({
      list: findServices(shop, { category_id: sentTextParam(params, 'category_id'), keyword: sentTextParam(params, 'keyword') }).map((service) => serviceView(shop.booking, service, locale)),
    }),
    empty: () => ({ list: [] }),
  },
  getReservationServiceDetail: {
    ok: ({ shop, params, locale }) =>
      viewOf(publicService(shop, params.service_id), (service) => ({
        ...serviceView(shop.booking, service, locale),
        pictures: service.cover ? [service.cover] : [],
        stores: shop.booking.stores.filter((store) => service.store_ids.includes(store.store_id)).map(storeView),
        reviews: SERVICE_REVIEWS.map((review) => ({ ...review })),
      })),
  },
  getBookingCategories: { ok: ({ shop, locale }) => ({ list: categoryViews(shop.booking, locale) }), empty: () => ({ list: [] }) },
  getNearbyStores: {
    ok: ({ shop, params }) =>
      viewOf(
        nearbyStores(shop, {
          latitude: sentTextParam(params, 'latitude'),
          longitude: sentTextParam(params, 'longitude'),
          province: sentTextParam(params, 'province'),
          service_id: sentTextParam(params, 'service_id'),
        }),
        (stores) => ({ list: stores.map(storeView) }),
      ),
    empty: () => ({ list: [] }),
  },
  getBookingStoreDetail: {
    ok: ({ shop, params }) =>
      viewOf(storeDetail(shop, { store_id: params.store_id, service_id: sentTextParam(params, 'service_id') }), ({ store, bizTime, staff, today }) => ({
        ...storeView(store),
        biz_time: bizTime.map((entry) => ({ ...entry })),
        staff: staff.map((member) => ({ employee_id: member.employee_id, name: member.name, avatar: member.avatar, store_id: member.store_id })),
        today,
      })),
  },
  translateBookingReview: {
    ok: ({ params, locale }) => {
      const lang = params.lang ?? locale;
      const text = REVIEW_TRANSLATIONS[params.id ?? ''] ?? REVIEW_TRANSLATIONS['R-1'];
      return { id: params.id ?? 'R-1', lang, trans_res: text ? pickText(text, lang === 'en_US' || lang === 'zh_CN' || lang === 'th_TH' ? lang : locale) : '' };
    },
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
          employee_id: sentTextParam(params, 'employee_id'),
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
          sentNumberParam(params, 'page'),
          sentNumberParam(params, 'page_size'),
        ),
      ),
  },
  cancelReservation: {
    needsLogin: true,
    ok: ({ shop, params, locale }) =>
      viewOf(cancelReservation(shop, { order_id: params.order_id }), (reservation) => userReservationView(shop.booking, reservation, locale)),
  },
  rescheduleReservation: {
    needsLogin: true,
    ok: ({ shop, params, locale }) =>
      viewOf(rescheduleReservation(shop, { order_id: params.order_id, date: params.date, time: params.time }), (reservation) =>
        userReservationView(shop.booking, reservation, locale),
      ),
  },
};

/** User reservations and their refunds (/booking/f/wap/user_reservation/) and the open /booking/o/wap/ paths. */
export function bookingUserHandlers(choice?: AreaScenario<'bookingUser'>, shop?: MockShop) {
  return buildAreaHandlers(bookingUserEndpoints, bookingUserMocks, choice, shop);
}
