import {
  appUpdateSchema,
  bookingServicePageSchema,
  bookingStorePageSchema,
  reservationRefundOptionSchema,
  reservationRefundSchema,
  serviceCategoryListSchema,
  serviceSlotsSchema,
  userReservationPageSchema,
  userReservationSchema,
} from '../schemas/booking';
import { bookingStoreDetailSchema, serviceDetailSchema } from '../schemas/bookingBrowse';
import { ackSchema } from '../schemas/common';
import { commentTranslationSchema } from '../schemas/commentTranslation';
import { bookingResponse } from '../schemas/envelope';
import { endpointsOf, NOT_SHOWN } from './define';

const ep = endpointsOf('bookingUser');
const R = '/booking/f/wap/user_reservation/order_refund';
const O = '/booking/o/wap';
const U = '/booking/f/wap/user_reservation';
const chosen = { chosen: 'booking payload not shown in spec §7' };

export const getReservationRefund = ep<{ order_id: string }>()('getReservationRefund', 'booking', 'GET', `${R}/detail`, bookingResponse(reservationRefundSchema), chosen);
export const getReservationRefundOption = ep<{ order_id: string }>()('getReservationRefundOption', 'booking', 'GET', `${R}/option`, bookingResponse(reservationRefundOptionSchema), chosen);
export const modifyReservationRefund = ep<{ order_id: string; reason_id: string; remark?: string }>()(
  'modifyReservationRefund', 'booking', 'POST', `${R}/modify`, bookingResponse(reservationRefundSchema), chosen,
);
export const applyReservationRefund = ep<{ order_id: string; reason_id: string; amount: number; remark?: string }>()(
  'applyReservationRefund', 'booking', 'POST', `${R}/apply`, bookingResponse(reservationRefundSchema), chosen,
);
export const cancelReservationRefund = ep<{ order_id: string }>()('cancelReservationRefund', 'booking', 'POST', `${R}/cancel`, bookingResponse(ackSchema), chosen);
export const getAppUpdate = ep<{ app_version?: string }>()('getAppUpdate', 'booking', 'GET', `${O}/app_update`, bookingResponse(appUpdateSchema), chosen);
export const getRecommendedServices = ep<{ page?: number; latitude?: string; longitude?: string; category_id?: string; keyword?: string }>()(
  'getRecommendedServices', 'booking', 'GET', `${O}/service/recommend`, bookingResponse(bookingServicePageSchema), chosen,
);
export const getReservationServiceDetail = ep<{ service_id: string }>()(
  'getReservationServiceDetail', 'booking', 'GET', `${O}/user_reservation/service_detail`, bookingResponse(serviceDetailSchema), chosen,
);
/** The service categories shoppers browse by (the provider's service/category, open to shoppers). */
export const getBookingCategories = ep<Record<string, never>>()(
  'getBookingCategories', 'booking', 'GET', `${O}/service/category`, bookingResponse(serviceCategoryListSchema), { chosen: NOT_SHOWN },
);
/** Open stores near the shopper (latitude and longitude when allowed), else in a province; optionally offering one service. */
export const getNearbyStores = ep<{ latitude?: string; longitude?: string; province?: string; service_id?: string }>()(
  'getNearbyStores', 'booking', 'GET', `${O}/store/nearby`, bookingResponse(bookingStorePageSchema), { chosen: NOT_SHOWN },
);
/** One store as shoppers see it: opening hours (merchant_biz_time) and the staff who give `service_id` there. */
export const getBookingStoreDetail = ep<{ store_id: string; service_id?: string }>()(
  'getBookingStoreDetail', 'booking', 'GET', `${O}/store/detail`, bookingResponse(bookingStoreDetailSchema), { chosen: NOT_SHOWN },
);
/** Review translation on the booking side (payload id, lang as for comments). */
export const translateBookingReview = ep<{ id: string; lang: string }>()(
  'translateBookingReview', 'booking', 'POST', `${O}/review/translation`, bookingResponse(commentTranslationSchema), chosen,
);

/** A service's time slots at a store on a day (`YYYY-MM-DD`): capacity and room left. */
export const getServiceSlots = ep<{ service_id: string; store_id: string; date: string }>()(
  'getServiceSlots', 'booking', 'GET', `${U}/service_slots`, bookingResponse(serviceSlotsSchema), { chosen: NOT_SHOWN },
);
/** Books a service at a store on a day and time (`HH:mm`, one of the slots), with a member of staff or not. */
export const bookReservation = ep<{ service_id: string; store_id: string; date: string; time: string; employee_id?: string }>()(
  'bookReservation', 'booking', 'POST', `${U}/order/create`, bookingResponse(userReservationSchema), { chosen: NOT_SHOWN },
);
/** The signed-in customer's reservations, latest booked first. */
export const getReservations = ep<{ page?: number; page_size?: number; status?: string }>()(
  'getReservations', 'booking', 'GET', `${U}/order/list`, bookingResponse(userReservationPageSchema), { chosen: NOT_SHOWN },
);
/** Cancels a reservation not used yet (what was paid is refunded). */
export const cancelReservation = ep<{ order_id: string }>()(
  'cancelReservation', 'booking', 'POST', `${U}/order/cancel`, bookingResponse(userReservationSchema), { chosen: NOT_SHOWN },
);
/** Moves a reservation not used yet to another day (`YYYY-MM-DD`) and time (`HH:mm`, one of the slots) at the same store. */
export const rescheduleReservation = ep<{ order_id: string; date: string; time: string }>()(
  'rescheduleReservation', 'booking', 'POST', `${U}/order/reschedule`, bookingResponse(userReservationSchema), { chosen: NOT_SHOWN },
);

export const bookingUserEndpoints = [
  getReservationRefund,
  getReservationRefundOption,
  modifyReservationRefund,
  applyReservationRefund,
  cancelReservationRefund,
  getAppUpdate,
  getRecommendedServices,
  getReservationServiceDetail,
  getBookingCategories,
  getNearbyStores,
  getBookingStoreDetail,
  translateBookingReview,
  getServiceSlots,
  bookReservation,
  getReservations,
  cancelReservation,
  rescheduleReservation,
] as const;
