import { z } from './zod';
import { boolish, idish, link, listOf, numberish, pagingSchema, textish } from './common';

/** A bookable service (facial, nail, spa). */
export const bookingServiceSchema = z.object({
  service_id: idish,
  name: textish,
  category_id: idish.nullish(),
  category_name: textish.nullish(),
  price: numberish,
  deposit: numberish.nullish(),
  duration_minutes: numberish,
  status: z.enum(['online', 'offline', 'draft']),
  cover: link.nullish(),
  description: z.string().nullish(),
  store_ids: listOf(idish).optional(),
  /** The name in the three languages when the merchant gave them (chosen field name; spec §7 shows none); `name` is the request's language. */
  name_i18n: z.object({ th: z.string(), en: z.string(), zh: z.string() }).nullish(),
});
export type BookingService = z.infer<typeof bookingServiceSchema>;

export const bookingServicePageSchema = z.object({ list: listOf(bookingServiceSchema), paging: pagingSchema.nullish() });
export type BookingServicePage = z.infer<typeof bookingServicePageSchema>;

export const serviceCategorySchema = z.object({ id: idish, name: textish });
export const serviceCategoryListSchema = z.object({ list: listOf(serviceCategorySchema) });

/** A provider's store (branch). */
export const bookingStoreSchema = z.object({
  store_id: idish,
  name: textish,
  address: z.string(),
  province: z.string().nullish(),
  city: z.string().nullish(),
  phone: z.string().nullish(),
  open_time: z.string().nullish(),
  close_time: z.string().nullish(),
  cover: link.nullish(),
  status: z.string().nullish(),
});
export type BookingStore = z.infer<typeof bookingStoreSchema>;
export const bookingStorePageSchema = z.object({ list: listOf(bookingStoreSchema), paging: pagingSchema.nullish() });

/** A member of staff (employee). */
export const staffSchema = z.object({
  employee_id: idish,
  name: textish,
  phone: z.string().nullish(),
  avatar: link.nullish(),
  store_id: idish.nullish(),
  service_ids: listOf(idish).optional(),
  status: z.string().nullish(),
  /** The weekdays they work, 1 Monday … 7 Sunday (chosen field name; spec §7 shows none): every day when left out. */
  work_days: listOf(numberish).optional(),
});
export type Staff = z.infer<typeof staffSchema>;
export const staffPageSchema = z.object({ list: listOf(staffSchema), paging: pagingSchema.nullish() });

/** A reservation as the provider and the user see it. */
export const bookingOrderSchema = z.object({
  order_id: idish,
  order_sn: z.string(),
  service: bookingServiceSchema.pick({ service_id: true, name: true, price: true, duration_minutes: true }),
  store_name: textish.nullish(),
  customer_name: z.string().nullish(),
  appointment_at: z.string(),
  status: z.string(),
  paid: numberish,
  final_payment: numberish.nullish(),
  created_at: z.string(),
});
export type BookingOrder = z.infer<typeof bookingOrderSchema>;
export const bookingOrderPageSchema = z.object({ list: listOf(bookingOrderSchema), paging: pagingSchema.nullish() });

/** Income summary and its lines (income, revenue, revenue/detail). */
export const incomeLineSchema = z.object({
  id: idish,
  title: textish,
  amount: numberish,
  status: z.string(),
  settled_at: z.string().nullish(),
  created_at: z.string(),
});
export type IncomeLine = z.infer<typeof incomeLineSchema>;
export const incomeSchema = z.object({
  total: numberish,
  settled: numberish,
  pending: numberish,
  list: listOf(incomeLineSchema),
  paging: pagingSchema.nullish(),
});
export type Income = z.infer<typeof incomeSchema>;

/** The merchant (provider) profile and its settlement state. */
export const merchantSchema = z.object({
  merchant_id: idish,
  name: textish,
  logo: link.nullish(),
  phone: z.string().nullish(),
  settled: boolish,
  verified: boolish.nullish(),
  bank_name: z.string().nullish(),
  bank_account: z.string().nullish(),
  /** The bank's code in bank_list (saved with manage). */
  bank_code: z.string().nullish(),
  /** The name the bank account is held in. */
  bank_account_name: z.string().nullish(),
  /** The shop's province and city, as get_province_city names them. */
  province: z.string().nullish(),
  city: z.string().nullish(),
  biz_time: listOf(z.object({ weekday: numberish, open: z.string(), close: z.string() })).optional(),
});
export type Merchant = z.infer<typeof merchantSchema>;

export const bankListSchema = z.object({ list: listOf(z.object({ code: z.string(), name: textish, logo: link.nullish() })) });
export const provinceCityListSchema = z.object({
  list: listOf(z.object({ name: textish, code: z.string(), cities: listOf(z.object({ name: textish, code: z.string() })) })),
});
export const settledConfigSchema = z.object({
  agreement_url: link.nullish(),
  required_documents: listOf(textish),
  categories: listOf(serviceCategorySchema),
});
export const settledMessageSchema = z.object({ status: z.string(), message: z.string().nullish() });
export const manageSummarySchema = z.object({
  today_orders: numberish,
  pending_verification: numberish,
  income_today: numberish,
  service_count: numberish,
  store_count: numberish,
  staff_count: numberish,
});
export type ManageSummary = z.infer<typeof manageSummarySchema>;

/**
 * merchant_biz_time (GET): the weekly opening hours, the days the provider is closed (`YYYY-MM-DD`)
 * and each store's customers per time slot (chosen field names; spec §7 shows none).
 */
export const slotSettingsSchema = z.object({
  biz_time: listOf(z.object({ weekday: numberish, open: z.string(), close: z.string() })),
  closed_dates: listOf(z.string()),
  stores: listOf(z.object({ store_id: idish, name: textish, slot_capacity: numberish })),
  /** The provider's today (Asia/Bangkok), the calendar's first day. */
  today: z.string().nullish(),
});
export type SlotSettings = z.infer<typeof slotSettingsSchema>;

/** Verification of a booking code at the counter. */
export const verificationSchema = z.object({
  code: z.string(),
  order: bookingOrderSchema.nullish(),
  verified: boolish,
  /** For a code already used: who verified it, and when (chosen field names; spec §7 shows none). */
  verified_by: z.string().nullish(),
  verified_at: z.string().nullish(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** A saved object answers with its id. */
export const savedIdSchema = z.object({ id: idish });

/** User-side reservation refund. */
export const reservationRefundSchema = z.object({
  refund_id: idish.nullish(),
  order_id: idish,
  status: z.string(),
  amount: numberish,
  reason: z.string().nullish(),
  created_at: z.string().nullish(),
});
export type ReservationRefund = z.infer<typeof reservationRefundSchema>;
export const reservationRefundOptionSchema = z.object({
  reasons: listOf(z.object({ id: idish, text: textish })),
  max_amount: numberish,
});

/** A reservation as its customer sees it: the order, where and with whom, its voucher and refund state. */
export const userReservationSchema = bookingOrderSchema.extend({
  store_id: idish,
  employee_id: idish.nullish(),
  employee_name: textish.nullish(),
  /** The code shown at the counter (chosen field names; spec §7 shows none). */
  voucher_code: z.string().nullish(),
  /** The latest refund request's status, when there is one. */
  refund_status: z.string().nullish(),
});
export type UserReservation = z.infer<typeof userReservationSchema>;
export const userReservationPageSchema = z.object({ list: listOf(userReservationSchema), paging: pagingSchema.nullish() });

/** The times a service can start at a store on a day, with the slot's capacity and room left. */
export const serviceSlotSchema = z.object({ time: z.string(), capacity: numberish, remaining: numberish, available: boolish });
export type ServiceSlot = z.infer<typeof serviceSlotSchema>;
export const serviceSlotsSchema = z.object({ service_id: idish, store_id: idish, date: z.string(), slots: listOf(serviceSlotSchema) });
export type ServiceSlots = z.infer<typeof serviceSlotsSchema>;

/** /booking/o/wap/app_update: whether the app must be updated for booking. */
export const appUpdateSchema = z.object({ need_update: boolish, min_version: z.string().nullish(), url: link.nullish() });
