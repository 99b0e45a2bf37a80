import type { z } from 'zod';
import type { orderConfirmSchema, orderItemSchema, orderSchema } from '../../../src/api/schemas/order';
import { pickText, type MockLocale, type Trilingual } from '../../fixtures/locale';
import { buildOrderItem } from '../../fixtures/orders';
import type { ShopState } from '../state';
import { catalogueTeam } from './catalogue';
import { stockOf } from './cartLines';
import { renderCoupon } from './couponView';
import type { Quote } from './orderQuote';
import { PAYMENT_METHODS } from './paymentMethods';
import { canRefund } from './refundable';
import { isLineReviewed } from './reviewableLines';
import type { OrderRecord, OrderStatus } from './shoppingSlice';

/** The status names the order list shows. */
export const ORDER_STATUS_TEXT: Readonly<Record<OrderStatus, Trilingual>> = {
  unpaid: { th: 'รอชำระเงิน', en: 'Awaiting payment', zh: '待付款' },
  paid: { th: 'ชำระเงินแล้ว', en: 'Paid', zh: '已付款' },
  unshipped: { th: 'รอจัดส่ง', en: 'To ship', zh: '待发货' },
  shipped: { th: 'กำลังจัดส่ง', en: 'Shipped', zh: '已发货' },
  finished: { th: 'สำเร็จแล้ว', en: 'Completed', zh: '已完成' },
  cancelled: { th: 'ยกเลิกแล้ว', en: 'Cancelled', zh: '已取消' },
};

/** An order line (team, quantity, unit price) in the request's language, as buildOrderItem builds it. */
export function renderOrderItem(line: { readonly team_id: string; readonly quantity: number; readonly price: number }, locale: MockLocale): z.input<typeof orderItemSchema> {
  const team = catalogueTeam(line.team_id);
  const base = buildOrderItem(team?.index ?? 0, locale);
  return { ...base, team_id: line.team_id, quantity: line.quantity, price: line.price };
}

/** An order of the order list, as buildOrder builds it; total is what was (or is to be) paid. */
export function renderOrder(state: ShopState, order: OrderRecord, locale: MockLocale): z.input<typeof orderSchema> {
  const canBuyAgain = order.items.some((item) => catalogueTeam(item.team_id)?.status === 'normal' && stockOf(state, item.team_id) > 0);
  return {
    order_id: order.order_id,
    order_sn: order.order_sn,
    status: order.status,
    status_text: pickText(ORDER_STATUS_TEXT[order.status], locale),
    total: order.pay_total.toFixed(2),
    shipping_fee: order.shipping_fee,
    // reviewed: 1 once the owner reviewed the line (my_review.php's waiting list leaves it out).
    items: order.items.map((item) => ({ ...renderOrderItem(item, locale), ...(isLineReviewed(state, order.owner, order.order_id, item.team_id) ? { reviewed: 1 } : {}) })),
    created_at: order.created_at,
    can_refund: canRefund(state, order) ? 1 : 0,
    can_repurchase: canBuyAgain ? 1 : 0,
  };
}

/** The orderconfirm answer of a quote. */
export function renderQuote(quote: Quote, locale: MockLocale): z.input<typeof orderConfirmSchema> {
  return {
    address: quote.address,
    items: quote.lines.map((line) => renderOrderItem(line, locale)),
    coupons: quote.coupons.map((coupon) => renderCoupon({ coupon, status: 'usable', received: true }, locale)),
    goods_total: quote.goods,
    shipping_fee: quote.shipping,
    discount: quote.promotionOff + quote.couponOff,
    pay_total: quote.payTotal,
    payment_methods: PAYMENT_METHODS.map((method) => ({ code: method.code, name: pickText(method.name, locale), enabled: method.enabled ? 1 : 0 })),
    points: { ...quote.points, used: quote.points.used ? 1 : 0 },
  };
}
