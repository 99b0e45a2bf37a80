import type { z } from 'zod';
import type { orderDetailSchema } from '../../../src/api/schemas/order';
import { pickText, type MockLocale } from '../../fixtures/locale';
import type { ShopState } from '../state';
import { catalogueCoupon } from './couponCatalogue';
import { renderOrder } from './orderView';
import { PAYMENT_METHODS } from './paymentMethods';
import type { OrderRecord } from './shoppingSlice';

/** getOrderDetail: the list's order plus its address, payment, money and history, in the request's language. */
export function renderOrderDetail(state: ShopState, order: OrderRecord, locale: MockLocale): z.input<typeof orderDetailSchema> {
  const owner = state.account.accounts.find((account) => account.user.id === order.owner);
  const address = owner?.addresses.find((candidate) => String(candidate.id) === order.address_id) ?? null;
  const method = PAYMENT_METHODS.find((candidate) => candidate.code === order.payment_method);
  const coupon = order.coupon_id === null ? undefined : catalogueCoupon(order.coupon_id);
  return {
    ...renderOrder(state, order, locale),
    address,
    payment_method: order.payment_method,
    payment_method_name: method ? pickText(method.name, locale) : order.payment_method,
    goods_total: order.goods_total,
    promotion_off: order.promotion_off,
    coupon_title: coupon ? pickText(coupon.title, locale) : null,
    coupon_off: order.coupon_off,
    points_used: order.points_used,
    points_off: order.points_off,
    remark: order.remark,
    history: order.history.map((step) => ({ status: step.status, at: step.at })),
  };
}
