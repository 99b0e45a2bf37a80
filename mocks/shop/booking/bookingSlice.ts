import type { z } from 'zod';
import type {
  bookingOrderSchema,
  bookingServiceSchema,
  bookingStoreSchema,
  incomeLineSchema,
  merchantSchema,
  reservationRefundSchema,
  staffSchema,
} from '../../../src/api/schemas/booking';
import type { Trilingual } from '../../fixtures/locale';

/** A text the merchant typed once (kept as typed) or a seeded text in the three languages. */
export type LocalText = string | Trilingual;

/** Opening hours of one weekday (1 Monday … 7 Sunday), `HH:mm`. A weekday without hours is closed. */
export interface BizTime {
  weekday: number;
  open: string;
  close: string;
}

/** The booking provider: the merchant account that owns the stores, staff and services. */
export interface MerchantRecord extends z.input<typeof merchantSchema> {
  merchant_id: string;
  /** The account (ACCOUNT_IDS.merchant) that manages this provider. */
  owner_id: number;
  name: string;
  logo: string | null;
  phone: string;
  settled: 0 | 1;
  verified: 0 | 1;
  bank_name: string;
  bank_account: string;
  /** The bank's code in bank_list, the account holder's name, the province and city (saved with manage). */
  bank_code?: string;
  bank_account_name?: string;
  province?: string;
  city?: string;
  biz_time: BizTime[];
  /** Days (`YYYY-MM-DD`) the provider takes no bookings (availability settings); none when left out. */
  closed_dates?: string[];
  /** Income from before the lines the shop keeps (the summary adds the lines to it). */
  income_before: { settled: number; pending: number };
}

export interface CategoryRecord {
  id: string;
  name: Trilingual;
}

export type ServiceStatus = z.input<typeof bookingServiceSchema>['status'];

/** A bookable service: price, deposit paid when booking, duration, and the stores that offer it. */
export interface ServiceRecord extends Omit<z.input<typeof bookingServiceSchema>, 'name' | 'category_name' | 'description'> {
  service_id: string;
  name: LocalText;
  category_id: string;
  /** Baht. */
  price: number;
  /** Baht paid when booking (the rest is paid at the store). */
  deposit: number;
  duration_minutes: number;
  status: ServiceStatus;
  cover: string | null;
  description: LocalText | null;
  store_ids: string[];
}

/** A store (branch): its hours, and how many customers one time slot takes. */
export interface StoreRecord extends z.input<typeof bookingStoreSchema> {
  store_id: string;
  name: string;
  address: string;
  province: string;
  city: string;
  phone: string;
  open_time: string;
  close_time: string;
  cover: string | null;
  status: 'open' | 'closed';
  /** Reservations one time slot of this store takes at most. */
  slot_capacity: number;
}

export interface StaffRecord extends z.input<typeof staffSchema> {
  employee_id: string;
  name: string;
  phone: string;
  avatar: string | null;
  store_id: string;
  service_ids: string[];
  status: 'active' | 'inactive';
  /** The weekdays they work (1 Monday … 7 Sunday); every day when left out. */
  work_days?: number[];
}

/**
 * unpaid — booked, its time held, the deposit not paid yet (no voucher);
 * booked — deposit paid, voucher not used yet; verified — the voucher was used at the store;
 * finished — the rest was paid; cancelled — the customer cancelled before use; refunded — a refund
 * request was granted.
 */
export type ReservationStatus = 'unpaid' | 'booked' | 'verified' | 'finished' | 'cancelled' | 'refunded';

/** A reservation (the provider's order). Price and duration are kept as booked. */
export interface ReservationRecord extends Pick<z.input<typeof bookingOrderSchema>, 'appointment_at' | 'created_at'> {
  order_id: string;
  order_sn: string;
  /** The customer's account; null for a walk-in the merchant entered. */
  user_id: number | null;
  customer_name: string;
  service_id: string;
  store_id: string;
  employee_id: string | null;
  /** `YYYY-MM-DD HH:mm:ss`, Bangkok time. */
  appointment_at: string;
  price: number;
  duration_minutes: number;
  /** The deposit paid when booking (0 until it is paid). */
  paid: number;
  /** The service's deposit, due before the appointment is confirmed. */
  deposit?: number;
  /** How the deposit was paid (the checkout's payment method), once it was. */
  deposit_method?: string | null;
  /** The rest, paid at the store. */
  final_payment: number;
  status: ReservationStatus;
  remark: string | null;
  created_at: string;
}

/** Who verified a voucher: a member of staff, or the merchant account itself. */
export type Verifier = { kind: 'staff'; employee_id: string } | { kind: 'merchant' };

/** A code the customer shows at the counter: the reservation's voucher, or a coupon that came with it. */
export interface VoucherRecord {
  code: string;
  order_id: string;
  kind: 'booking' | 'coupon';
  verified_at: string | null;
  verified_by: Verifier | null;
}

/** pending — under review; cancelled — withdrawn; refunded — granted; rejected — refused by the merchant; closed — the service was used. */
export type RefundStatus = 'pending' | 'cancelled' | 'refunded' | 'rejected' | 'closed';

/** A reservation refund request. The reason shown is the customer's remark, else the chosen reason. */
export interface RefundRecord extends Pick<z.input<typeof reservationRefundSchema>, 'created_at'> {
  refund_id: string;
  order_id: string;
  status: RefundStatus;
  amount: number;
  /** One of REFUND_REASONS; null for the refund a cancellation makes. */
  reason_id: number | null;
  remark: string | null;
  created_at: string;
  updated_at: string;
}

/** sale — a seeded sale; deposit — taken when the voucher is used; balance — paid at the store. */
export type IncomeKind = 'sale' | 'deposit' | 'balance';

export interface IncomeLineRecord extends Pick<z.input<typeof incomeLineSchema>, 'created_at'> {
  id: string;
  order_id: string | null;
  service_id: string;
  kind: IncomeKind;
  amount: number;
  status: 'pending' | 'settled';
  settled_at: string | null;
  created_at: string;
}

/** A file the client put in the bucket and recorded. */
export interface UploadRecord {
  path: string;
  size: number | null;
  biz_type: string | null;
  /** Who recorded it (null: a guest; it moves to the account at sign-in). */
  user_id: number | null;
  recorded_at: string;
}

/** Services, stores, staff, time slots, reservations, vouchers, income, booking refunds and uploads. */
export interface BookingSlice {
  readonly merchant: MerchantRecord;
  readonly categories: CategoryRecord[];
  readonly services: ServiceRecord[];
  readonly stores: StoreRecord[];
  readonly staff: StaffRecord[];
  readonly reservations: ReservationRecord[];
  readonly vouchers: VoucherRecord[];
  readonly refunds: RefundRecord[];
  readonly income: IncomeLineRecord[];
  readonly storage: { tokens_issued: number; uploads: UploadRecord[] };
}
