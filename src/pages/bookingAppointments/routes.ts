import { appointmentRefundRoute } from './AppointmentRefund/route';
import { appointmentsRoute } from './Appointments/route';
import type { StorefrontRouteModule } from '../routeModule';

/** The shopper's booked appointments and a booking's refund (spec §2). */
export const BOOKING_APPOINTMENT_ROUTES: readonly StorefrontRouteModule[] = [
  appointmentRefundRoute,
  appointmentsRoute,
];
