import { appUpdateSchema, bookingServicePageSchema, bookingServiceSchema, reservationRefundOptionSchema, reservationRefundSchema } from '../schemas/booking';
import { ackSchema } from '../schemas/common';
import { commentTranslationSchema } from '../schemas/commentTranslation';
import { bookingResponse } from '../schemas/envelope';
import { endpointsOf } from './define';

const ep = endpointsOf('bookingUser');
const R = '/booking/f/wap/user_reservation/order_refund';
const O = '/booking/o/wap';
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
export const getRecommendedServices = ep<{ page?: number; latitude?: string; longitude?: string }>()(
  'getRecommendedServices', 'booking', 'GET', `${O}/service/recommend`, bookingResponse(bookingServicePageSchema), chosen,
);
export const getReservationServiceDetail = ep<{ service_id: string }>()(
  'getReservationServiceDetail', 'booking', 'GET', `${O}/user_reservation/service_detail`, bookingResponse(bookingServiceSchema), chosen,
);
/** Review translation on the booking side (payload id, lang as for comments). */
export const translateBookingReview = ep<{ id: string; lang: string }>()(
  'translateBookingReview', 'booking', 'POST', `${O}/review/translation`, bookingResponse(commentTranslationSchema), chosen,
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
  translateBookingReview,
] as const;
