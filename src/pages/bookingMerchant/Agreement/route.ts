import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The merchant agreement, /m/booking/settled/agreement (spec §2; route name
 * booking-settled-agreement): the programme's terms, the application's state (settled_msg), the
 * documents asked for (settled_config) and accepting. Needs login; a shopper reads it too (the
 * invitation leads here) and is offered the live chat to apply.
 */
export const agreementRoute = {
  paths: ['booking/settled/agreement'],
  handle: { name: 'booking-settled-agreement', layout: {} },
  loader: lazyLoader(() => import('./agreementLoader'), 'agreementLoader'),
  Component: async () => (await import('./Agreement')).Agreement,
} satisfies StorefrontRouteModule;
