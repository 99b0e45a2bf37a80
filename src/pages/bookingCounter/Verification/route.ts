import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The counter verification, /m/booking/verification (spec §2 booking verification; route name
 * booking-verification): type or paste a voucher or coupon code, see the booking, confirm once.
 * Merchants only.
 */
export const verificationRoute = {
  paths: ['booking/verification'],
  handle: { name: 'booking-verification', layout: {} },
  loader: lazyLoader(() => import('./verificationLoader'), 'verificationLoader'),
  Component: async () => (await import('./Verification')).Verification,
} satisfies StorefrontRouteModule;
