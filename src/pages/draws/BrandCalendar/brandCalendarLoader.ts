import { getBrandCalendar, type ApiClient, type BrandCalendar } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { campaignLoad, type CampaignLoad } from '../shared';
import { monthOf } from './calendarMonth';

/** What the calendar's loader returns: the month's campaigns (badMonth: the address's month could not be read), or a failure with retry. */
export type BrandCalendarData = CampaignLoad<{ readonly calendar: BrandCalendar; readonly badMonth: boolean }>;

/** /m/brand_calendar?month=YYYY-MM: that month (public); without a readable month, the backend's current one. */
export async function loadBrandCalendar(client: ApiClient, request: Request): Promise<BrandCalendarData> {
  const asked = new URL(request.url).searchParams.get('month');
  const month = monthOf(asked);
  const result = await getBrandCalendar(client, month === null ? {} : { month }, { suppressToast: true, signal: request.signal });
  return campaignLoad(result.ok ? { ok: true, data: { calendar: result.data, badMonth: asked !== null && month === null } } : result, client, request);
}

/** The route's loader (loaded on its first call through lazyLoader). */
export const brandCalendarLoader: PageLoader = ({ request }, { client }) => loadBrandCalendar(client, request);
