import { couponEndpoints } from '../../src/api/endpoints/coupons';
import { pageOfList, requestedPage } from '../fixtures/paging';
import { isFailure } from '../shop/failure';
import type { MockShop } from '../shop/sessions';
import { couponDetail, couponHistory, myCoupons, receiveCoupon, type CouponView } from '../shop/shopping/couponOps';
import { renderCoupon } from '../shop/shopping/couponView';
import { textParam } from '../shop/requestParams';
import { buildAreaHandlers, type AreaMocks, type AreaScenario, type MockRequest } from './core';

/** Coupons per page of the coupon lists. */
export const COUPON_PAGE_SIZE = 20;

function couponPage(views: CouponView[], { params, locale }: MockRequest) {
  return pageOfList(
    views.map((view) => renderCoupon(view, locale)),
    requestedPage(params.page),
    COUPON_PAGE_SIZE,
  );
}

export const couponMocks: AreaMocks<'coupons'> = {
  getMyCoupons: {
    needsLogin: true,
    ok: (request) => {
      const views = myCoupons(request.shop, { status: textParam(request.params, 'status') });
      return isFailure(views) ? views : couponPage(views, request);
    },
  },
  getCouponHistory: {
    needsLogin: true,
    ok: (request) => {
      const views = couponHistory(request.shop);
      return isFailure(views) ? views : couponPage(views, request);
    },
  },
  getCouponDetail: {
    ok: ({ shop, params, locale }) => {
      const view = couponDetail(shop, { id: textParam(params, 'id') });
      return isFailure(view) ? view : renderCoupon(view, locale);
    },
  },
  receiveCoupon: {
    needsLogin: true,
    ok: ({ shop, params, locale }) => {
      const view = receiveCoupon(shop, { couponId: textParam(params, 'coupon_id') });
      return isFailure(view) ? view : renderCoupon(view, locale);
    },
  },
};

/** Coupons on the session's shop: mine, history, receive (signed in) and detail (public). */
export function couponHandlers(choice?: AreaScenario<'coupons'>, shop?: MockShop) {
  return buildAreaHandlers(couponEndpoints, couponMocks, choice, shop);
}
