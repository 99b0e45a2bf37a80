import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The merchant's profile, /m/booking/my-profile/config (spec §2; route name
 * booking-my-profile-config): the shop (merchant/detail), today's numbers (manage), the bank it is
 * paid into (bank_list) and the weekly opening hours (merchant_biz_time). Needs login; a
 * non-merchant sees the invitation.
 */
export const merchantProfileRoute = {
  paths: ['booking/my-profile/config'],
  handle: { name: 'booking-my-profile-config', layout: {} },
  loader: lazyLoader(() => import('./merchantProfileLoader'), 'merchantProfileLoader'),
  Component: async () => (await import('./MerchantProfile')).MerchantProfile,
} satisfies StorefrontRouteModule;
