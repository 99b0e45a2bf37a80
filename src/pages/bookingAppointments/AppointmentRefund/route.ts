import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * An appointment's refund (the bookingRefund flow: detail, option, apply, modify, cancel).
 * Chosen address: /m/booking_appointment_service/refund?order_id= (spec §2 lists
 * booking_appointment_service and no booking refund page for the shopper; spec §7 shows the calls,
 * user_reservation/order_refund/*, without a page). Route name booking_appointment_service-refund.
 * Needs login; a missing or malformed order_id shows a clear message.
 */
export const appointmentRefundRoute = {
  paths: ['booking_appointment_service/refund'],
  handle: { name: 'booking_appointment_service-refund', layout: {} },
  loader: lazyLoader(() => import('./appointmentRefundLoader'), 'appointmentRefundLoader'),
  Component: async () => (await import('./AppointmentRefund')).AppointmentRefund,
} satisfies StorefrontRouteModule;
