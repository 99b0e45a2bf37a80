import { describe, expect, it } from 'vitest';
import { orderDetailSchema, orderPageSchema } from '../../../src/api/schemas/order';
import { orderMocks } from '../../handlers/orders';
import { buildShopState } from '../buildShopState';
import { isFailure } from '../failure';
import { cancelOrder, confirmReceipt } from './orderLifecycle';
import { listOrders } from './orderOps';
import { SHOPPING_CODES } from './shoppingRules';
import { answer } from './testRequest';

const idsOf = (page: ReturnType<typeof listOrders>) => (isFailure(page) ? [] : page.list.map((order) => order.order_id));

describe('my.php order steps on the mock shop', () => {
  it('lists the centre tabs: to ship is paid or packing, to review is finished with a product not reviewed', () => {
    const shop = buildShopState('shopper');
    expect(idsOf(listOrders(shop, { status: 'unshipped' }))).toEqual(['20250302', '20250399']);
    expect(idsOf(listOrders(shop, { status: 'review' }))).toEqual(['20250304', '20250305']);
    expect(idsOf(listOrders(shop, {}))).toHaveLength(7);
  });

  it('cancels an unpaid order (stock back) and refuses any other', () => {
    const shop = buildShopState('shopper');
    const cancelled = cancelOrder(shop, { orderId: '20250301' });
    expect(isFailure(cancelled) ? null : cancelled.status).toBe('cancelled');
    const again = cancelOrder(shop, { orderId: '20250301' });
    expect(isFailure(again) ? again.code : null).toBe(SHOPPING_CODES.orderState);
  });

  it('confirms the receipt of a shipped order only', () => {
    const shop = buildShopState('shopper');
    const received = confirmReceipt(shop, { orderId: '20250303' });
    expect(isFailure(received) ? null : received.history.at(-1)?.status).toBe('finished');
    const unpaid = confirmReceipt(shop, { orderId: '20250301' });
    expect(isFailure(unpaid) ? unpaid.code : null).toBe(SHOPPING_CODES.orderState);
    expect(isFailure(confirmReceipt(buildShopState('guest'), { orderId: '20250303' }))).toBe(true);
  });

  it('answers the detail in the schema, with address, payment and history; another id is refused', () => {
    const shop = buildShopState('shopper');
    const detail = orderDetailSchema.parse(answer(orderMocks.getOrderDetail, shop, { order_id: '20250399' }, 'en_US'));
    expect(detail.address?.postcode).toBe('10110');
    expect(detail.payment_method_name).toBe('Credit/debit card');
    expect(detail.points_used).toBe(3000);
    expect(detail.history.map((step) => step.status)).toEqual(['unpaid', 'paid']);
    expect(isFailure(answer(orderMocks.getOrderDetail, shop, { order_id: 'nope' }))).toBe(true);
    expect(orderPageSchema.safeParse(answer(orderMocks.getOrders, shop, { status: 'shipped' })).success).toBe(true);
  });
});
