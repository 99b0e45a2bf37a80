import { cartEndpoints } from '../../src/api/endpoints/cart';
import { buildCartDetail, buildCartEntry } from '../fixtures/cart';
import type { MockLocale } from '../fixtures/locale';
import { scenario, type Scenario } from '../scenarios';
import { isFailure } from '../shop/failure';
import type { MockShop } from '../shop/sessions';
import {
  addAddbuy,
  addListToCart,
  addToCart,
  deleteLines,
  moveToFavourites,
  replaceAndBuy,
  replaceSpec,
  selectAllLines,
  selectLine,
  setRemark,
  updateQuantity,
} from '../shop/shopping/cartOps';
import { renderCartDetail, renderCartResponse } from '../shop/shopping/cartView';
import { cartCoupons } from '../shop/shopping/couponOps';
import { renderCoupon } from '../shop/shopping/couponView';
import { currentOwner } from '../shop/shopping/owners';
import { flagParam, listParam, numberParam, textParam } from '../shop/requestParams';
import { buildAreaHandlers, type AreaMocks, type AreaScenario, type EndpointMock, type MockRequest } from './core';

/** The cart after a change (every action but the adds answers the whole cart), or the rule it broke. */
function cartAfter(change: (request: MockRequest) => unknown, options: { needsLogin?: boolean } = {}): EndpointMock {
  return {
    ...options,
    ok: (request) => {
      const result = change(request);
      return isFailure(result) ? result : renderCartDetail(request.shop, currentOwner(request.shop), request.locale);
    },
    empty: ({ locale }) => buildCartDetail(0, locale),
  };
}

/** An add's answer: the cart count (shopcartnum: the pieces in the cart, see cartCount), the bundle tip (unless turned off) and the added product. */
function added(add: (request: MockRequest) => unknown, teamOf: (request: MockRequest) => string | undefined): EndpointMock {
  return {
    ok: (request) => {
      const result = add(request);
      if (isFailure(result)) return result;
      const bundleTip = flagParam(request.params, 'no_need_bundle_tip') !== true;
      return renderCartResponse(request.shop, currentOwner(request.shop), teamOf(request) ?? '', request.locale, { bundleTip });
    },
  };
}

const teamParam = ({ params }: MockRequest) => textParam(params, 'team_id');

export const cartMocks: AreaMocks<'cart'> = {
  getCart: cartAfter(() => null),
  cartBuy: added(({ shop, params, locale }) => addToCart(shop, { teamId: textParam(params, 'team_id'), quantity: numberParam(params, 'quantity'), locale }), teamParam),
  cartReplaceAndBuy: added(
    ({ shop, params, locale }) =>
      replaceAndBuy(shop, { teamId: textParam(params, 'team_id'), quantity: numberParam(params, 'quantity'), replaceCartId: textParam(params, 'replace_cart_id'), locale }),
    teamParam,
  ),
  cartUpdateQuantity: cartAfter(({ shop, params }) => updateQuantity(shop, { cartId: textParam(params, 'cart_id'), quantity: numberParam(params, 'quantity') })),
  cartDelete: cartAfter(({ shop, lists }) => deleteLines(shop, { cartIds: listParam(lists, 'cart_ids') })),
  cartUpdateCheckStatus: cartAfter(({ shop, params }) => selectLine(shop, { cartId: textParam(params, 'cart_id'), selected: flagParam(params, 'selected') === true })),
  cartUpdateCheckStatusAll: cartAfter(({ shop, params }) => selectAllLines(shop, { selected: flagParam(params, 'selected') === true })),
  // Favourites are an account's: a guest is asked to log in.
  cartMoveToLike: cartAfter(({ shop, lists }) => moveToFavourites(shop, { cartIds: listParam(lists, 'cart_ids') }), { needsLogin: true }),
  cartUpdateSpecialRemark: cartAfter(({ shop, params }) => setRemark(shop, { cartId: textParam(params, 'cart_id'), remark: params.special_remark })),
  cartReplaceTeamSpec: cartAfter(({ shop, params }) => replaceSpec(shop, { cartId: textParam(params, 'cart_id'), teamId: textParam(params, 'team_id') })),
  cartAddbuy: added(
    ({ shop, params, locale }) =>
      addAddbuy(shop, { teamId: textParam(params, 'team_id'), quantity: numberParam(params, 'quantity'), promotionId: textParam(params, 'promotion_mgr_id'), locale }),
    teamParam,
  ),
  cartAddCartList: added(
    ({ shop, params, lists, locale }) => addListToCart(shop, { teamIds: listParam(lists, 'team_ids'), quantity: numberParam(params, 'quantity'), locale }),
    ({ lists }) => listParam(lists, 'team_ids').at(-1),
  ),
  cartGetRelatedCoupon: { ok: ({ shop, locale }) => ({ list: cartCoupons(shop).map((view) => renderCoupon(view, locale)) }) },
};

/** The cart: cart_detail.php and each of its actions, on the session's shop. For the cart-full answer use `cartFull`. */
export function cartHandlers(choice?: AreaScenario<'cart'>, shop?: MockShop) {
  return buildAreaHandlers(cartEndpoints, cartMocks, choice, shop);
}

/** errcode 1 with data: the cart is full; the list holds items that may be replaced (spec §4). */
export function cartFull(locale: MockLocale = 'th_TH'): Scenario {
  return scenario.errcode(1, { data: { list: [0, 1, 2].map((i) => buildCartEntry(i, locale)) } });
}

/** errcode 2: open the bind-phone prompt (spec §4). */
export const bindPhoneRequired: Scenario = scenario.errcode(2, {
  data: { show: 1, submit_param: { team_id: '50001', quantity: 1 }, bind_phone_tip: 'กรุณาผูกเบอร์โทรศัพท์ก่อนสั่งซื้อ' },
});
