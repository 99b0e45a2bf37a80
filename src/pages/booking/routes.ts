import { bookingHomeRoute } from './BookingHome/route';
import { serviceAtStoreRoute } from './ServiceAtStore/route';
import { serviceDetailRoute } from './ServiceDetail/route';
import type { StorefrontRouteModule } from '../routeModule';

/** Booking beauty services, the shopper's side: the booking home, a service and a service at one store (spec §2). */
export const BOOKING_ROUTES: readonly StorefrontRouteModule[] = [
  bookingHomeRoute,
  serviceAtStoreRoute,
  serviceDetailRoute,
];
