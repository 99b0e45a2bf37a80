import { orderEndpoints } from '../../src/api/endpoints/orders';
import { requestedPage } from '../fixtures/paging';
import { depositResult, isDepositOrderId, payDeposit, quoteDeposit, submitDeposit } from '../shop/booking/depositOps';
import { isFailure } from '../shop/failure';
import type { MockShop } from '../shop/sessions';
import { deleteOrder, listOrders, payOrder, paymentResult, repurchaseOrder, submitOrder } from '../shop/shopping/orderOps';
import { quoteOrder, type QuoteInput } from '../shop/shopping/orderQuote';
import { renderOrder, renderQuote } from '../shop/shopping/orderView';
import { renderOrderDetail } from '../shop/shopping/orderDetailView';
import { cancelOrder, confirmReceipt, shopperOrder } from '../shop/shopping/orderLifecycle';
import { flagParam, listParam, numberParam, textParam } from '../shop/requestParams';
import { cartCount } from '../shop/shopping/cartLines';
import { currentOwner } from '../shop/shopping/owners';
import { buildAreaHandlers, type AreaMocks, type AreaScenario, type MockRequest } from './core';

/** What orderconfirm and submit name: cart lines, or team_id and quantity; a coupon, an address, points. */
function quoteInput({ params, lists }: MockRequest): QuoteInput {
  return {
    cartIds: listParam(lists, 'cart_ids'),
    teamId: textParam(params, 'team_id'),
    quantity: numberParam(params, 'quantity'),
    couponId: textParam(params, 'coupon_id'),
    addressId: textParam(params, 'address_id'),
    usePoints: flagParam(params, 'use_points') === true,
  };
}

/** What pay and the payment result answer: the order and where its payment stands. */
const payAnswer = (outcome: ReturnType<typeof payOrder> | ReturnType<typeof paymentResult>) =>
  isFailure(outcome) ? outcome : { order_id: outcome.order.order_id, status: outcome.status, pay_url: null };

export const orderMocks: AreaMocks<'orders'> = {
  getOrders: {
    needsLogin: true,
    ok: ({ shop, params, locale }) => {
      const page = listOrders(shop, { status: textParam(params, 'status'), page: requestedPage(params.page) });
      return isFailure(page) ? page : { list: page.list.map((order) => renderOrder(shop, order, locale)), paging: page.paging };
    },
  },
  deleteOrder: {
    needsLogin: true,
    ok: ({ shop, params }) => {
      const deleted = deleteOrder(shop, { orderId: textParam(params, 'order_id') });
      return isFailure(deleted) ? deleted : null;
    },
  },
  repurchaseOrder: { needsLogin: true, ok: ({ shop, params }) => repurchaseOrder(shop, { orderId: textParam(params, 'order_id') }) },
  confirmOrder: {
    needsLogin: true,
    ok: (request) => {
      const bookingId = textParam(request.params, 'booking_id');
      if (bookingId !== undefined) return quoteDeposit(request.shop, bookingId, request.locale);
      const quote = quoteOrder(request.shop, quoteInput(request));
      return isFailure(quote) ? quote : renderQuote(quote, request.locale);
    },
  },
  submitOrder: {
    needsLogin: true,
    ok: (request) => {
      const bookingId = textParam(request.params, 'booking_id');
      if (bookingId !== undefined) return submitDeposit(request.shop, { bookingId, paymentMethod: textParam(request.params, 'payment_method') });
      const order = submitOrder(request.shop, {
        ...quoteInput(request),
        paymentMethod: textParam(request.params, 'payment_method'),
        remark: textParam(request.params, 'remark'),
      });
      return isFailure(order) ? order : { order_id: order.order_id, order_sn: order.order_sn, pay_total: order.pay_total };
    },
    // The order took its lines out of the cart: the answer carries the cart count left (spec §7 shopcartnum).
    extra: ({ shop }) => ({ shopcartnum: cartCount(shop, currentOwner(shop)) }),
  },
  payOrder: {
    needsLogin: true,
    ok: ({ shop, params }) => {
      const orderId = textParam(params, 'order_id');
      if (isDepositOrderId(orderId)) return payDeposit(shop, { orderId, paymentMethod: textParam(params, 'payment_method') });
      return payAnswer(payOrder(shop, { orderId: textParam(params, 'order_id'), paymentMethod: textParam(params, 'payment_method'), cardToken: textParam(params, 'card_token') }));
    },
  },
  getPaymentResult: {
    needsLogin: true,
    ok: ({ shop, params }) => {
      const orderId = textParam(params, 'order_id');
      return isDepositOrderId(orderId) ? depositResult(shop, orderId) : payAnswer(paymentResult(shop, { orderId }));
    },
  },
  getOrderDetail: {
    needsLogin: true,
    ok: ({ shop, params, locale }) => {
      const order = shopperOrder(shop, textParam(params, 'order_id'));
      return isFailure(order) ? order : renderOrderDetail(shop, order, locale);
    },
  },
  cancelOrder: {
    needsLogin: true,
    ok: ({ shop, params }) => {
      const cancelled = cancelOrder(shop, { orderId: textParam(params, 'order_id') });
      return isFailure(cancelled) ? cancelled : null;
    },
  },
  confirmReceipt: {
    needsLogin: true,
    ok: ({ shop, params }) => {
      const received = confirmReceipt(shop, { orderId: textParam(params, 'order_id') });
      return isFailure(received) ? received : null;
    },
  },
};

/** Orders on the session's shop: list, detail, cancel, confirm receipt, delete, repurchase, confirm, submit, pay and the payment result (signed in). */
export function orderHandlers(choice?: AreaScenario<'orders'>, shop?: MockShop) {
  return buildAreaHandlers(orderEndpoints, orderMocks, choice, shop);
}
