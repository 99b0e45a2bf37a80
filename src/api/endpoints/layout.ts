import { brandInfoResponseSchema } from '../schemas/brand';
import { ackSchema, listOf } from '../schemas/common';
import { legacyResponse } from '../schemas/envelope';
import { footerNavDataSchema } from '../schemas/footerNav';
import { teamSchema } from '../schemas/product';
import { defineEndpoint } from './define';

/** GET brand info: query sign, get_header_info=1, optional affiliate_link_id (spec §7). */
export const getBrandInfo = defineEndpoint<{ sign: string; affiliate_link_id?: string }>()(
  {
    name: 'getBrandInfo',
    area: 'layout',
    transport: 'legacy',
    method: 'GET',
    path: '/m_api/brand/info.php',
    fixedParams: { get_header_info: 1 },
    chosen: 'path not shown in spec §7',
  },
  brandInfoResponseSchema,
);

/** GET footer navigation: data.button, coupon_notice, up_user_level, new_user_free_gift, wechat, login_reg_method. */
export const getFooterNav = defineEndpoint()(
  {
    name: 'getFooterNav',
    area: 'layout',
    transport: 'legacy',
    method: 'GET',
    path: '/m_api/footer_nav.php',
    chosen: 'path not shown in spec §7',
  },
  legacyResponse(footerNavDataSchema),
);

/** GET /m_api/404.php: recommended team products for the not-found page. */
export const getNotFoundRecommendations = defineEndpoint()(
  { name: 'getNotFoundRecommendations', area: 'layout', transport: 'legacy', method: 'GET', path: '/m_api/404.php' },
  legacyResponse(listOf(teamSchema)),
);

/** Tracking event 000-1 (page_url, page) or 022-{method}, sent on first load. */
export type TrackEventType = '000-1' | `022-${string}`;
export const sendTrackEvent = defineEndpoint<{
  event_type: TrackEventType;
  page_url?: string;
  page?: string;
  share_user_id?: string;
  affiliate_link_id?: string;
}>()(
  {
    name: 'sendTrackEvent',
    area: 'layout',
    transport: 'legacy',
    method: 'POST',
    path: '/m_api/track/event.php',
    chosen: 'path not shown; the event type travels as event_type because `type` is a common parameter',
  },
  legacyResponse(ackSchema),
);

export const layoutEndpoints = [getBrandInfo, getFooterNav, getNotFoundRecommendations, sendTrackEvent] as const;
