import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/**
 * The brands' campaign calendar, /m/brand_calendar?month=YYYY-MM (spec §2; route name
 * brand_calendar): one month's campaigns (Buddhist era in Thai), following a brand from it. A
 * guest may look; following sends them to sign in and back.
 */
export const brandCalendarRoute = {
  paths: ['brand_calendar'],
  handle: { name: 'brand_calendar', layout: {} },
  loader: lazyLoader(() => import('./brandCalendarLoader'), 'brandCalendarLoader'),
  Component: async () => (await import('./BrandCalendar')).BrandCalendar,
} satisfies StorefrontRouteModule;
