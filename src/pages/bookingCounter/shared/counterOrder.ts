import type { BookingOrder } from '../../../api';

/** The states of a reservation as the counter sees it; anything else is shown as `other`. */
export const ORDER_STATUSES = ['booked', 'verified', 'finished', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number] | 'other';

/** A reservation at the counter: what, where, who, when, what was paid and what is still due. */
export interface CounterOrder {
  readonly orderId: string;
  readonly orderSn: string;
  readonly serviceName: string;
  readonly price: number;
  readonly storeName: string | null;
  readonly customerName: string | null;
  readonly appointmentAt: string;
  readonly status: OrderStatus;
  readonly paid: number;
  readonly finalPayment: number;
  readonly createdAt: string;
}

export function statusOf(status: string): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'other';
}

export function toCounterOrder(order: BookingOrder): CounterOrder {
  return {
    orderId: String(order.order_id),
    orderSn: order.order_sn,
    serviceName: String(order.service.name),
    price: Number(order.service.price),
    storeName: order.store_name ? String(order.store_name) : null,
    customerName: order.customer_name ?? null,
    appointmentAt: order.appointment_at,
    status: statusOf(order.status),
    paid: Number(order.paid),
    finalPayment: Number(order.final_payment ?? 0),
    createdAt: order.created_at,
  };
}

/** The balance is confirmed once the voucher was verified (spec §7 final_payment/confirm). */
export const awaitsFinalPayment = (order: CounterOrder) => order.status === 'verified';
