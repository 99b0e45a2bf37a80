import { ackSchema } from '../schemas/common';
import { legacyResponse } from '../schemas/envelope';
import { orderConfirmSchema, orderDetailSchema, orderPageSchema, orderSubmitSchema, payResultSchema, repurchaseSchema } from '../schemas/order';
import { endpointsOf, NOT_SHOWN } from './define';

const ep = endpointsOf('orders');
const chosen = { chosen: NOT_SHOWN };

export const getOrders = ep<{ status?: string; page?: number }>()('getOrders', 'legacy', 'GET', '/m_api/order/list.php', legacyResponse(orderPageSchema), chosen);
export const deleteOrder = ep<{ order_id: string }>()('deleteOrder', 'legacy', 'POST', '/m_api/order/delete.php', legacyResponse(ackSchema), chosen);
export const repurchaseOrder = ep<{ order_id: string }>()('repurchaseOrder', 'legacy', 'POST', '/m_api/order/repurchase.php', legacyResponse(repurchaseSchema), chosen);
/** orderconfirm: what the selected cart lines (or a buy-now product, or a booking's deposit: `booking_id`) will cost. */
export const confirmOrder = ep<{
  cart_ids?: readonly string[];
  team_id?: string;
  quantity?: number;
  coupon_id?: string;
  address_id?: string;
  use_points?: 0 | 1;
  booking_id?: string;
}>()(
  'confirmOrder', 'legacy', 'POST', '/m_api/orderconfirm/confirm.php', legacyResponse(orderConfirmSchema), chosen,
);
/** Places the order (goods to an address, or a booking's deposit: `booking_id`); card payments carry the vault token, never the card number. */
export const submitOrder = ep<{
  cart_ids?: readonly string[];
  team_id?: string;
  quantity?: number;
  /** Where the goods go; a booking's deposit has none. */
  address_id?: string;
  booking_id?: string;
  coupon_id?: string;
  /** 1: pay part of the order with the shopper's points, as quoted. */
  use_points?: 0 | 1;
  payment_method: string;
  remark?: string;
}>()('submitOrder', 'legacy', 'POST', '/m_api/orderconfirm/submit.php', legacyResponse(orderSubmitSchema), chosen);
/** Pays an order. `card_token` comes from tokeniseCard; the shop backend never sees card digits. */
export const payOrder = ep<{ order_id: string; payment_method: string; card_token?: string }>()(
  'payOrder', 'legacy', 'POST', '/m_api/order/pay.php', legacyResponse(payResultSchema), chosen,
);
export const getPaymentResult = ep<{ order_id: string }>()('getPaymentResult', 'legacy', 'GET', '/m_api/order/payment_result.php', legacyResponse(payResultSchema), chosen);

/** One order in full, for my.php?order_id= (the order detail's chosen address). */
export const getOrderDetail = ep<{ order_id: string }>()('getOrderDetail', 'legacy', 'GET', '/m_api/order/detail.php', legacyResponse(orderDetailSchema), {
  chosen: `${NOT_SHOWN}; the page is /m/my.php?order_id=`,
});
/** Cancels an unpaid order (my.php's cancel, after a confirmation). */
export const cancelOrder = ep<{ order_id: string }>()('cancelOrder', 'legacy', 'POST', '/m_api/order/cancel.php', legacyResponse(ackSchema), chosen);
/** The shopper confirms a shipped order arrived: it is finished (then it may be reviewed). */
export const confirmReceipt = ep<{ order_id: string }>()('confirmReceipt', 'legacy', 'POST', '/m_api/order/confirm_receipt.php', legacyResponse(ackSchema), chosen);

export const orderEndpoints = [getOrders, deleteOrder, repurchaseOrder, confirmOrder, submitOrder, payOrder, getPaymentResult, getOrderDetail, cancelOrder, confirmReceipt] as const;
