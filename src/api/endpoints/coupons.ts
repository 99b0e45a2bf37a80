import { couponPageSchema, couponSchema } from '../schemas/coupon';
import { legacyResponse } from '../schemas/envelope';
import { endpointsOf, NOT_SHOWN } from './define';

const ep = endpointsOf('coupons');
const chosen = { chosen: NOT_SHOWN };

export const getMyCoupons = ep<{ status?: 'usable' | 'used' | 'expired'; page?: number }>()(
  'getMyCoupons', 'legacy', 'GET', '/m_api/coupon/my_coupon.php', legacyResponse(couponPageSchema), chosen,
);
export const getCouponHistory = ep<{ page?: number }>()('getCouponHistory', 'legacy', 'GET', '/m_api/coupon/history.php', legacyResponse(couponPageSchema), chosen);
export const getCouponDetail = ep<{ id: string }>()('getCouponDetail', 'legacy', 'GET', '/m_api/coupon/detail.php', legacyResponse(couponSchema), chosen);
export const receiveCoupon = ep<{ coupon_id: string }>()('receiveCoupon', 'legacy', 'POST', '/m_api/coupon/receive.php', legacyResponse(couponSchema), chosen);

export const couponEndpoints = [getMyCoupons, getCouponHistory, getCouponDetail, receiveCoupon] as const;
