/** The merchant counter pages (spec §2 booking): their addresses under /m. */
export const ORDER_DETAIL_PATH = '/m/booking/order/detail';
export const ORDER_REFUND_PATH = '/m/booking/order/refund';
export const AVAILABILITY_CONFIG_PATH = '/m/booking/order/availability/config';
export const AVAILABILITY_SETTINGS_PATH = '/m/booking/order/availability/settings';
export { VERIFICATION_PATH } from '../../shared/voucherLinks';
export const INCOME_PATH = '/m/booking/income';
export const HELP_CONTACT_PATH = '/m/booking/help/contact';
export const HELP_QUESTION_PATH = '/m/booking/help/question';

/** One order (`?order_id=`), or the order list without one. */
export const orderDetailAddress = (orderId?: string) => (orderId ? `${ORDER_DETAIL_PATH}?order_id=${encodeURIComponent(orderId)}` : ORDER_DETAIL_PATH);

/** One refund (`?refund_id=`), or the refund list without one. */
export const orderRefundAddress = (refundId?: string) => (refundId ? `${ORDER_REFUND_PATH}?refund_id=${encodeURIComponent(refundId)}` : ORDER_REFUND_PATH);

/** A query value that is an id (letters, digits, `-`, `_`; at most 64), else null: hostile values are ignored. */
export function idParam(request: Request, name: string): string | null {
  const value = new URL(request.url).searchParams.get(name);
  return value !== null && /^[\w-]{1,64}$/.test(value) ? value : null;
}

/** Whether the query carries `name` at all (a hostile value is then told apart from none). */
export const hasParam = (request: Request, name: string) => new URL(request.url).searchParams.has(name);
