import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The shopper's appointments, /m/booking_appointment_service (spec §2; route name
 * booking_appointment_service). Needs login. Tabs `?tab=` upcoming (default), done, cancelled,
 * refunds; each appointment shows its voucher code, and a coming one can be cancelled or refunded.
 */
export const appointmentsRoute = {
  paths: ['booking_appointment_service'],
  handle: { name: 'booking_appointment_service', layout: {} },
  loader: lazyLoader(() => import('./appointmentsLoader'), 'appointmentsLoader'),
  Component: async () => (await import('./Appointments')).Appointments,
} satisfies StorefrontRouteModule;
