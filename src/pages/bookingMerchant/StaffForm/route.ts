import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * A new member of staff, /m/booking/staff/create (spec §2; route name booking-staff-create),
 * optionally `?store_id=` for that store. Needs login; a non-merchant sees the invitation. No
 * go-to-top button (spec §2 booking create).
 */
export const staffCreateRoute = {
  paths: ['booking/staff/create'],
  handle: { name: 'booking-staff-create', layout: { hideGoTop: true } },
  loader: lazyLoader(() => import('./staffFormLoader'), 'staffFormLoader'),
  Component: async () => (await import('./StaffForm')).StaffForm,
} satisfies StorefrontRouteModule;

/**
 * A member of staff's settings, /m/booking/staff/config?employee_id= (spec §2; route name
 * booking-staff-config): the same form as creating, filled in. Needs login.
 */
export const staffConfigRoute = {
  paths: ['booking/staff/config'],
  handle: { name: 'booking-staff-config', layout: {} },
  loader: lazyLoader(() => import('./staffFormLoader'), 'staffFormLoader'),
  Component: async () => (await import('./StaffForm')).StaffForm,
} satisfies StorefrontRouteModule;
