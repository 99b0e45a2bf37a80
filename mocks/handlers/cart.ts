import { cartEndpoints } from '../../src/api/endpoints/cart';
import { buildCartDetail, buildCartEntry, buildCartResponse } from '../fixtures/cart';
import type { MockLocale } from '../fixtures/locale';
import { scenario, type Scenario } from '../scenarios';
import { buildCoupons } from '../fixtures/coupons';
import { buildAreaHandlers, type AreaMocks, type AreaScenario, type EndpointMock } from './core';

const detail: EndpointMock = { ok: ({ locale }) => buildCartDetail(4, locale), empty: ({ locale }) => buildCartDetail(0, locale) };
const added: EndpointMock = { ok: ({ locale }) => buildCartResponse(5, locale) };

export const cartMocks: AreaMocks<'cart'> = {
  getCart: detail,
  cartBuy: added,
  cartReplaceAndBuy: added,
  cartUpdateQuantity: detail,
  cartDelete: detail,
  cartUpdateCheckStatus: detail,
  cartUpdateCheckStatusAll: detail,
  cartMoveToLike: detail,
  cartUpdateSpecialRemark: detail,
  cartReplaceTeamSpec: detail,
  cartAddbuy: added,
  cartAddCartList: added,
  cartGetRelatedCoupon: { ok: ({ locale }) => ({ list: buildCoupons(4, locale) }) },
};

/** The cart: cart_detail.php and each of its actions. For the cart-full answer use `cartFull`. */
export function cartHandlers(choice?: AreaScenario<'cart'>) {
  return buildAreaHandlers(cartEndpoints, cartMocks, choice);
}

/** errcode 1 with data: the cart is full; the list holds items that may be replaced (spec §4). */
export function cartFull(locale: MockLocale = 'th_TH'): Scenario {
  return scenario.errcode(1, { data: { list: [0, 1, 2].map((i) => buildCartEntry(i, locale)) } });
}

/** errcode 2: open the bind-phone prompt (spec §4). */
export const bindPhoneRequired: Scenario = scenario.errcode(2, {
  data: { show: 1, submit_param: { team_id: '50001', quantity: 1 }, bind_phone_tip: 'กรุณาผูกเบอร์โทรศัพท์ก่อนสั่งซื้อ' },
});
