import { cartCouponsSchema, cartDetailSchema, cartResponseDataSchema } from '../schemas/cart';
import { legacyResponse } from '../schemas/envelope';
import { endpointsOf, PAYLOAD_NOT_SHOWN } from './define';

const ep = endpointsOf('cart');
const CART = '/m_api/cart/cart_detail.php';
const action = (name: string, chosen?: string) => ({ fixedParams: { action: name }, ...(chosen ? { chosen } : {}) });

/** spec §7 add-to-cart payload. */
export type AddToCartPayload = {
  team_id: string;
  quantity: number;
  not_read_cart_detail?: 0 | 1;
  promotion_mgr_id?: string;
  coupon_id?: string;
  no_need_bundle_tip?: 0 | 1;
  last_bundle_tip_time?: number;
  can_get_coupon_ids?: readonly string[];
  source?: string;
};

const cartResponse = legacyResponse(cartResponseDataSchema);
const cartDetail = legacyResponse(cartDetailSchema);

/** The cart itself (cart_detail.php without an action). */
export const getCart = ep()('getCart', 'legacy', 'GET', CART, cartDetail, { chosen: 'reading the cart as a GET without action is not shown' });
/** action buy: add to cart (errcode 1 with data = cart full, 2 = bind phone, 10002 = captcha). */
export const cartBuy = ep<AddToCartPayload>()('cartBuy', 'legacy', 'POST', CART, cartResponse, action('buy'));
/** action replace_and_buy: payload team_id, quantity (after the cart-full dialog). */
export const cartReplaceAndBuy = ep<{ team_id: string; quantity: number; replace_cart_id?: string }>()(
  'cartReplaceAndBuy', 'legacy', 'POST', CART, cartResponse, action('replace_and_buy'),
);
export const cartUpdateQuantity = ep<{ cart_id: string; quantity: number }>()(
  'cartUpdateQuantity', 'legacy', 'POST', CART, cartDetail, action('update_quantity', PAYLOAD_NOT_SHOWN),
);
export const cartDelete = ep<{ cart_ids: readonly string[] }>()('cartDelete', 'legacy', 'POST', CART, cartDetail, action('delete', PAYLOAD_NOT_SHOWN));
export const cartUpdateCheckStatus = ep<{ cart_id: string; selected: 0 | 1 }>()(
  'cartUpdateCheckStatus', 'legacy', 'POST', CART, cartDetail, action('update_check_status', PAYLOAD_NOT_SHOWN),
);
export const cartUpdateCheckStatusAll = ep<{ selected: 0 | 1 }>()(
  'cartUpdateCheckStatusAll', 'legacy', 'POST', CART, cartDetail, action('update_check_status_all', PAYLOAD_NOT_SHOWN),
);
export const cartMoveToLike = ep<{ cart_ids: readonly string[] }>()(
  'cartMoveToLike', 'legacy', 'POST', CART, cartDetail, action('move_to_like', PAYLOAD_NOT_SHOWN),
);
export const cartUpdateSpecialRemark = ep<{ cart_id: string; special_remark: string }>()(
  'cartUpdateSpecialRemark', 'legacy', 'POST', CART, cartDetail, action('update_special_remark', PAYLOAD_NOT_SHOWN),
);
export const cartReplaceTeamSpec = ep<{ cart_id: string; team_id: string }>()(
  'cartReplaceTeamSpec', 'legacy', 'POST', CART, cartDetail, action('replace_team_spec', PAYLOAD_NOT_SHOWN),
);
export const cartAddbuy = ep<{ team_id: string; quantity: number; promotion_mgr_id?: string }>()(
  'cartAddbuy', 'legacy', 'POST', CART, cartResponse, action('addbuy', PAYLOAD_NOT_SHOWN),
);
export const cartAddCartList = ep<{ team_ids: readonly string[]; quantity?: number }>()(
  'cartAddCartList', 'legacy', 'POST', CART, cartResponse, action('add_cart_list', PAYLOAD_NOT_SHOWN),
);
export const cartGetRelatedCoupon = ep<{ cart_ids?: readonly string[] }>()(
  'cartGetRelatedCoupon', 'legacy', 'POST', CART, legacyResponse(cartCouponsSchema), action('get_cart_related_coupon', PAYLOAD_NOT_SHOWN),
);

export const cartEndpoints = [
  getCart,
  cartBuy,
  cartReplaceAndBuy,
  cartUpdateQuantity,
  cartDelete,
  cartUpdateCheckStatus,
  cartUpdateCheckStatusAll,
  cartMoveToLike,
  cartUpdateSpecialRemark,
  cartReplaceTeamSpec,
  cartAddbuy,
  cartAddCartList,
  cartGetRelatedCoupon,
] as const;
