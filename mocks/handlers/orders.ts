import { orderEndpoints } from '../../src/api/endpoints/orders';
import { buildOrderConfirm, buildOrders } from '../fixtures/orders';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

export const orderMocks: AreaMocks<'orders'> = {
  getOrders: { ok: ({ locale }) => ({ list: buildOrders(4, locale), paging: { page: 1, total: 4, has_more: 0 } }) },
  deleteOrder: { ok: () => null },
  repurchaseOrder: { ok: () => ({ shopcartnum: 6, added: 2 }) },
  confirmOrder: { ok: ({ locale, params }) => buildOrderConfirm(locale, { usePoints: params.use_points === '1' }) },
  submitOrder: { ok: () => ({ order_id: '20250399', order_sn: 'TH25039999', pay_total: 1_180 }) },
  payOrder: { ok: ({ params }) => ({ order_id: params.order_id ?? '20250399', status: 'paid', pay_url: null }) },
  getPaymentResult: { ok: ({ params }) => ({ order_id: params.order_id ?? '20250399', status: 'paid', pay_url: null }) },
};

/** Orders: list, delete, repurchase, confirm, submit, pay and the payment result. */
export function orderHandlers(choice?: AreaScenario<'orders'>) {
  return buildAreaHandlers(orderEndpoints, orderMocks, choice);
}
