import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The merchant's income, /m/booking/income (spec §2 booking income; route name booking-income):
 * totals, income by day, week or month (`?period=`) as a small chart, and the payouts, in THB.
 * Merchants only.
 */
export const incomeRoute = {
  paths: ['booking/income'],
  handle: { name: 'booking-income', layout: {} },
  loader: lazyLoader(() => import('./incomeLoader'), 'incomeLoader'),
  Component: async () => (await import('./Income')).Income,
} satisfies StorefrontRouteModule;
