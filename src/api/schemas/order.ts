import { z } from './zod';
import { boolish, idish, link, listOf, numberish, pagingSchema, textish } from './common';
import { couponSchema } from './coupon';

/** One line of an order. */
export const orderItemSchema = z.object({
  team_id: idish,
  product: textish,
  image1: link,
  quantity: numberish,
  price: numberish,
  /** 1: the shopper has reviewed this product of a finished order. */
  reviewed: boolish.nullish(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An order in the order list. */
export const orderSchema = z.object({
  order_id: idish,
  order_sn: z.string(),
  status: z.string(),
  status_text: textish.nullish(),
  total: numberish,
  shipping_fee: numberish.nullish(),
  items: listOf(orderItemSchema),
  created_at: z.string(),
  can_refund: boolish.nullish(),
  can_repurchase: boolish.nullish(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderPageSchema = z.object({ list: listOf(orderSchema), paging: pagingSchema.nullish() });
export type OrderPage = z.infer<typeof orderPageSchema>;

/** A delivery address. */
export const addressSchema = z.object({
  id: idish,
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  province: z.string().nullish(),
  postcode: z.string().nullish(),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * The shopper's points on this order (chosen shape): the balance, how many this order can take,
 * the baht they take off, and whether the quote uses them (asked with use_points=1).
 */
export const orderPointsSchema = z.object({
  balance: numberish,
  usable: numberish,
  deduction: numberish,
  used: boolish,
});
export type OrderPoints = z.infer<typeof orderPointsSchema>;

/**
 * A booking's deposit on order confirm (chosen shape, spec §2 "checkout for a booking"): the
 * service at a store at a time; the deposit is paid now, the rest at the store.
 */
export const bookingDepositSchema = z.object({
  booking_id: idish,
  service_name: textish,
  store_name: textish,
  appointment_at: z.string(),
  duration_minutes: numberish,
  price: numberish,
  deposit: numberish,
  final_payment: numberish,
});
export type BookingDeposit = z.infer<typeof bookingDepositSchema>;

/** Order confirm: what will be bought, where to, and the totals. */
export const orderConfirmSchema = z.object({
  address: addressSchema.nullish(),
  items: listOf(orderItemSchema),
  coupons: listOf(couponSchema),
  goods_total: numberish,
  shipping_fee: numberish,
  discount: numberish,
  pay_total: numberish,
  payment_methods: listOf(z.object({ code: z.string(), name: textish, enabled: boolish })),
  /** Absent when the shopper has no points programme (a guest, a tourist). */
  points: orderPointsSchema.nullish(),
  /** Present when the order pays a booking's deposit (asked with booking_id): no address, no coupons. */
  booking: bookingDepositSchema.nullish(),
});
export type OrderConfirm = z.infer<typeof orderConfirmSchema>;

/** Order submit answer. */
export const orderSubmitSchema = z.object({ order_id: idish, order_sn: z.string(), pay_total: numberish });
export type OrderSubmit = z.infer<typeof orderSubmitSchema>;

/** Pay answer: paid now, or a page to finish the payment on (followed only through isSafeRedirect). */
export const payResultSchema = z.object({
  order_id: idish,
  status: z.enum(['paid', 'pending', 'failed']),
  pay_url: link.nullish(),
  /** The booking whose deposit this order pays (chosen): its result leads to the appointment. */
  booking_id: idish.nullish(),
});
export type PayResult = z.infer<typeof payResultSchema>;

/** Repurchase answer: the cart count after re-adding the order's items. */
export const repurchaseSchema = z.object({ shopcartnum: numberish, added: numberish });

/** One step of an order's history: the status it reached and when (chosen shape). */
export const orderStepSchema = z.object({ status: z.string(), at: z.string() });
export type OrderStep = z.infer<typeof orderStepSchema>;

/**
 * An order's detail (chosen shape, spec §2 my.php?order_id=): the list's order plus where it goes,
 * how it is paid, the money (goods, promotion, coupon, points, shipping, paid) and its history.
 */
export const orderDetailSchema = orderSchema.extend({
  address: addressSchema.nullish(),
  payment_method: z.string().nullish(),
  payment_method_name: textish.nullish(),
  goods_total: numberish,
  promotion_off: numberish.nullish(),
  coupon_title: textish.nullish(),
  coupon_off: numberish.nullish(),
  points_used: numberish.nullish(),
  points_off: numberish.nullish(),
  remark: textish.nullish(),
  history: listOf(orderStepSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
