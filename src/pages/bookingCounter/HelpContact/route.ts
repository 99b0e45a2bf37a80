import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * Merchant support, /m/booking/help/contact (spec §2 booking help contact; route name
 * booking-help-contact): live chat, phone, e-mail and LINE with their hours. Merchants only.
 */
export const helpContactRoute = {
  paths: ['booking/help/contact'],
  handle: { name: 'booking-help-contact', layout: {} },
  loader: lazyLoader(() => import('./helpContactLoader'), 'helpContactLoader'),
  Component: async () => (await import('./HelpContact')).HelpContact,
} satisfies StorefrontRouteModule;
