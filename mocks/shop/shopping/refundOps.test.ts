import { describe, expect, it } from 'vitest';
import { refundMocks } from '../../handlers/refunds';
import { buildShopState } from '../buildShopState';
import { isFailure, type ShopFailure } from '../failure';
import { ACCOUNT_IDS } from '../seedNames';
import { listOrders, payOrder, submitOrder } from './orderOps';
import { cancelRefund, chooseReturn, listRefunds, modifyRefund, refundOf, refundOptions, submitRefund } from './refundOps';
import { SHOPPING_CODES } from './shoppingRules';
import { shoppingSummary } from './summary';
import { answer } from './testRequest';

const ok = <T>(value: T | ShopFailure): T => {
  if (isFailure(value)) throw new Error(`refused: ${value.message.en}`);
  return value;
};
const refused = (value: unknown): ShopFailure => {
  if (!isFailure(value)) throw new Error(`expected a refusal, got ${JSON.stringify(value)}`);
  return value;
};
const request = { orderId: '20250399', teamIds: ['50001'], reasonId: '1', amount: 500 };

describe('asking for a refund', () => {
  it('a guest is asked to log in', () => {
    expect(refused(refundOptions(buildShopState('guest'), { orderId: '20250399' })).code).toBe(401);
  });

  it('only a paid, shipped or finished order of the shopper can be refunded', () => {
    const shop = buildShopState('shopper');
    expect(refused(refundOptions(shop, { orderId: '20250301' })).code).toBe(SHOPPING_CODES.refundNotAllowed);
    expect(refused(refundOptions(shop, { orderId: '20250302' })).code).toBe(SHOPPING_CODES.refundNotAllowed);
    expect(refused(refundOptions(shop, { orderId: '20250306' })).code).toBe(SHOPPING_CODES.refundNotAllowed);
    expect(ok(refundOptions(shop, { orderId: '20250303' })).refundable).toBe(299);
    expect(ok(refundOptions(shop, { orderId: '20250304' })).refundable).toBe(1_898);
    expect(refused(refundOptions(buildShopState('newShopper'), { orderId: '20250399' })).code).toBe(404);
  });

  it('submit: pending, listed first, with its steps; the refundable amount drops and the counter rises', () => {
    const shop = buildShopState('shopper');
    const refund = ok(submitRefund(shop, { ...request, remark: ' The lid arrived cracked. ', images: ['/refund/a.jpg'] }));
    expect(refund).toMatchObject({ refund_id: 'R-4004', status: 'pending', amount: 500, remark: 'The lid arrived cracked.', images: ['/refund/a.jpg'] });
    expect(ok(refundOptions(shop, { orderId: '20250399' })).refundable).toBe(680);
    expect(ok(listRefunds(shop, {})).list.map((r) => r.refund_id)).toEqual(['R-4004', 'R-4001', 'R-4002', 'R-4003']);
    expect(answer(refundMocks.getRefundDetail, shop, { refund_id: 'R-4004' }, 'en_US')).toMatchObject({
      refund_id: 'R-4004',
      order_id: '20250399',
      status_text: 'Under review',
      reason: 'Damaged in transit',
      items: [{ team_id: '50001', product: 'Turmeric Brightening Serum 30 ml' }],
      steps: [
        { title: 'Request sent', time: refund.created_at, done: 1 },
        { title: 'Shop review', time: null, done: 0 },
        { title: 'Money returned', time: null, done: 0 },
      ],
      return_method: null,
    });
    expect(shoppingSummary(shop, ACCOUNT_IDS.shopper).order_counts.refund).toBe(4);
  });

  it('the amount is above zero and never above what is left (paid less refunds already asked for)', () => {
    const shop = buildShopState('shopper');
    expect(refused(submitRefund(shop, { ...request, amount: 1_180.01 })).code).toBe(SHOPPING_CODES.refundAmount);
    expect(refused(submitRefund(shop, { ...request, amount: 0 })).code).toBe(SHOPPING_CODES.refundAmount);
    ok(submitRefund(shop, { ...request, amount: 1_000 }));
    expect(refused(submitRefund(shop, { ...request, amount: 181 })).code).toBe(SHOPPING_CODES.refundAmount);
    ok(submitRefund(shop, { ...request, amount: 180 }));
    // Nothing left: the order can no longer be refunded.
    expect(refused(refundOptions(shop, { orderId: '20250399' })).code).toBe(SHOPPING_CODES.refundNotAllowed);
    expect(ok(listOrders(shop, { status: 'paid' })).list[0]?.order_id).toBe('20250399');
  });

  it('lines of the order and a known reason are needed', () => {
    const shop = buildShopState('shopper');
    expect(refused(submitRefund(shop, { ...request, teamIds: ['50002'] })).message.en).toBe('Choose items of this order.');
    expect(refused(submitRefund(shop, { ...request, teamIds: [] })).code).toBe(SHOPPING_CODES.refundNotAllowed);
    expect(refused(submitRefund(shop, { ...request, reasonId: '9' })).message.en).toBe('Choose a reason.');
  });

  it('through the mock: parameters as text, lists as team_ids[]', () => {
    const shop = buildShopState('shopper');
    expect(answer(refundMocks.submitRefund, shop, { order_id: '20250399', 'team_ids[]': '50005', reason_id: '3', amount: '520' })).toEqual({ refund_id: 'R-4004' });
    expect(ok(refundOf(shop, { refundId: 'R-4004' }))).toMatchObject({ team_ids: ['50005'], reason_id: '3', amount: 520 });
  });

  it('a newly paid order can be refunded', () => {
    const shop = buildShopState('shopper');
    const order = ok(submitOrder(shop, { teamId: '50007', quantity: 1, paymentMethod: 'card' }));
    expect(refused(refundOptions(shop, { orderId: order.order_id })).code).toBe(SHOPPING_CODES.refundNotAllowed);
    ok(payOrder(shop, { orderId: order.order_id }));
    expect(ok(refundOptions(shop, { orderId: order.order_id })).refundable).toBe(299);
  });
});

describe('after the request', () => {
  it('cancel: pending or approved only; the amount can be asked for again', () => {
    const shop = buildShopState('shopper');
    const refund = ok(submitRefund(shop, { ...request, amount: 1_180 }));
    ok(cancelRefund(shop, { refundId: refund.refund_id }));
    expect(answer(refundMocks.getRefundDetail, shop, { refund_id: refund.refund_id }, 'en_US')).toMatchObject({
      status: 'cancelled',
      steps: [{ title: 'Request sent' }, { title: 'Request cancelled', done: 1 }],
    });
    expect(refused(cancelRefund(shop, { refundId: refund.refund_id })).code).toBe(SHOPPING_CODES.refundState);
    expect(refused(cancelRefund(shop, { refundId: 'R-4003' })).code).toBe(SHOPPING_CODES.refundState);
    expect(ok(refundOptions(shop, { orderId: '20250399' })).refundable).toBe(1_180);
    expect(refused(cancelRefund(shop, { refundId: 'R-9999' })).code).toBe(404);
  });

  it('modify: a pending request only; its own amount counts back in; what is not sent stays', () => {
    const shop = buildShopState('shopper');
    const refund = ok(submitRefund(shop, { ...request, amount: 1_000 }));
    expect(ok(modifyRefund(shop, { refundId: refund.refund_id, amount: 1_180, reasonId: '2' }))).toMatchObject({ amount: 1_180, reason_id: '2', team_ids: ['50001'] });
    expect(refused(modifyRefund(shop, { refundId: refund.refund_id, amount: 1_180.5 })).code).toBe(SHOPPING_CODES.refundAmount);
    expect(answer(refundMocks.modifyRefund, shop, { refund_id: refund.refund_id, 'team_ids[]': '50005', remark: 'wrong colour' }, 'en_US')).toMatchObject({
      refund_id: refund.refund_id,
      amount: 1_180,
      reason: 'Received the wrong item',
      items: [{ team_id: '50005' }],
    });
    expect(refused(modifyRefund(shop, { refundId: 'R-4002', amount: 10 })).code).toBe(SHOPPING_CODES.refundState);
  });

  it('the return method: a branch, or a pick-up slot the courier offers', () => {
    const shop = buildShopState('shopper');
    const refund = ok(submitRefund(shop, request));
    expect(refused(chooseReturn(shop, { refundId: refund.refund_id, bookType: 'branch', branchId: 'B-9' })).code).toBe(SHOPPING_CODES.refundReturn);
    expect(refused(chooseReturn(shop, { refundId: refund.refund_id, bookType: 'pickup', pickupDate: '2025-03-15', pickupTime: '18:00-20:00' })).code).toBe(
      SHOPPING_CODES.refundReturn,
    );
    ok(chooseReturn(shop, { refundId: refund.refund_id, bookType: 'pickup', pickupDate: '2025-03-16', pickupTime: '09:00-12:00' }));
    expect(ok(refundOf(shop, { refundId: refund.refund_id })).return_method).toEqual({ book_type: 'pickup', branch_id: null, pickup_date: '2025-03-16', pickup_time: '09:00-12:00' });
    expect(answer(refundMocks.submitRefundReturn, shop, { refund_id: refund.refund_id, book_type: 'branch', branch_id: 'B-2' })).toBeNull();
    expect(answer(refundMocks.getRefundDetail, shop, { refund_id: refund.refund_id })).toMatchObject({ return_method: 'branch' });
    expect(refused(chooseReturn(shop, { refundId: 'R-4003', bookType: 'branch', branchId: 'B-1' })).code).toBe(SHOPPING_CODES.refundState);
    expect(answer(refundMocks.getRefundBookTypes, shop, { refund_id: 'R-4003' })).toMatchObject({ list: [{ enabled: 0 }, { enabled: 0 }] });
  });

  it('the refund journey: one item requested, picked up, listed as pending, cancelled, listed as cancelled', () => {
    const shop = buildShopState('shopper');
    const sent = answer(refundMocks.submitRefund, shop, { order_id: '20250399', 'team_ids[]': '50001', reason_id: '1', amount: '100', 'images[]': '/refund/a.jpg' });
    expect(sent).toEqual({ refund_id: 'R-4004' });
    const slot = (answer(refundMocks.getRefundPickUpSlots, shop, { refund_id: 'R-4004' }) as { slots: { date: string; times: string[] }[] }).slots[0];
    expect(answer(refundMocks.submitRefundReturn, shop, { refund_id: 'R-4004', book_type: 'pickup', pickup_date: slot?.date ?? '', pickup_time: slot?.times[0] ?? '' })).toBeNull();
    expect(answer(refundMocks.getRefunds, shop, {})).toMatchObject({ list: [{ refund_id: 'R-4004', status: 'pending' }, { refund_id: 'R-4001' }, { refund_id: 'R-4002' }, { refund_id: 'R-4003' }] });
    expect(answer(refundMocks.cancelRefund, shop, { refund_id: 'R-4004' })).toBeNull();
    expect((answer(refundMocks.getRefunds, shop, {}) as { list: unknown[] }).list[0]).toMatchObject({ refund_id: 'R-4004', status: 'cancelled' });
    expect(answer(refundMocks.getRefundDetail, shop, { refund_id: 'R-4004' })).toMatchObject({ status: 'cancelled', return_method: 'pickup' });
  });
});
