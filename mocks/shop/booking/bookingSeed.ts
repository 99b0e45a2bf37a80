import {
  BOOKING_BIZ_TIME,
  BOOKING_CUSTOMER_NAMES,
  BOOKING_INCOME_AMOUNTS,
  BOOKING_REFUND_REMARK,
  BOOKING_SERVICE_NOTE,
  BOOKING_SERVICE_SEEDS,
  BOOKING_STAFF_NAMES,
  BOOKING_STORE_SEEDS,
  buildBookingService,
  buildBookingStore,
  buildMerchant,
  buildStaff,
} from '../../fixtures/booking';
import { FIXED_DATES } from '../../fixtures/locale';
import { ACCOUNT_IDS, type SeedName } from '../seedNames';
import { orderNumber } from './bookingNumbers';
import type {
  BookingSlice,
  IncomeLineRecord,
  MerchantRecord,
  RefundRecord,
  ReservationRecord,
  ReservationStatus,
  ServiceRecord,
  StaffRecord,
  StoreRecord,
  VoucherRecord,
} from './bookingSlice';

/** Customers a store slot takes at once: the Siam Square branch two, the Nimman branch one. */
const SLOT_CAPACITY = [2, 1] as const;

/** The ids of a fixture's id list (typed loosely by its schema's input). */
const idList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

function seedMerchant(): MerchantRecord {
  const merchant = buildMerchant();
  return {
    merchant_id: String(merchant.merchant_id),
    owner_id: ACCOUNT_IDS.merchant,
    name: String(merchant.name),
    logo: merchant.logo ?? null,
    phone: merchant.phone ?? '',
    settled: 1,
    verified: 1,
    bank_name: merchant.bank_name ?? '',
    bank_account: merchant.bank_account ?? '',
    bank_code: merchant.bank_code ?? '',
    bank_account_name: merchant.bank_account_name ?? '',
    province: merchant.province ?? '',
    city: merchant.city ?? '',
    biz_time: BOOKING_BIZ_TIME.map((hours) => ({ ...hours })),
    // The fixtures' totals (40 110 settled, 8 140 pending) less the three seeded lines.
    income_before: { settled: 38_020, pending: 6_650 },
  };
}

function seedServices(): ServiceRecord[] {
  return BOOKING_SERVICE_SEEDS.map((seed, index) => {
    const built = buildBookingService(index);
    return {
      service_id: String(built.service_id),
      name: seed.name,
      category_id: String(index + 1),
      price: seed.price,
      deposit: Number(built.deposit ?? 0),
      duration_minutes: seed.minutes,
      status: built.status,
      cover: built.cover ?? null,
      description: BOOKING_SERVICE_NOTE,
      store_ids: idList(built.store_ids),
    };
  });
}

function seedStores(): StoreRecord[] {
  return BOOKING_STORE_SEEDS.map((_, index) => {
    const built = buildBookingStore(index);
    return {
      store_id: String(built.store_id),
      name: String(built.name),
      address: built.address,
      province: built.province ?? '',
      city: built.city ?? '',
      phone: built.phone ?? '',
      open_time: built.open_time ?? '10:00',
      close_time: built.close_time ?? '21:00',
      cover: built.cover ?? null,
      status: 'open',
      slot_capacity: SLOT_CAPACITY[index] ?? 1,
    };
  });
}

function seedStaff(): StaffRecord[] {
  return BOOKING_STAFF_NAMES.map((_, index) => {
    const built = buildStaff(index);
    return {
      employee_id: String(built.employee_id),
      name: String(built.name),
      phone: built.phone ?? '',
      avatar: built.avatar ?? null,
      store_id: String(built.store_id ?? 'S-1'),
      service_ids: idList(built.service_ids),
      status: 'active',
    };
  });
}

interface ReservationSeed {
  user: number | null;
  customer: string;
  service: number;
  store: string;
  staff: string | null;
  at: string;
  status: ReservationStatus;
  created: string;
}

/**
 * 77001–77003 are the fixtures' three orders (same service, store, customer, time and status);
 * 77004–77006 add the shopper's used and coming reservations and the tourist's refunded one.
 */
const RESERVATION_SEEDS: readonly ReservationSeed[] = [
  { user: ACCOUNT_IDS.shopper, customer: BOOKING_CUSTOMER_NAMES[0] ?? '', service: 0, store: 'S-1', staff: null, at: FIXED_DATES.nextWeek, status: 'booked', created: FIXED_DATES.yesterday },
  { user: ACCOUNT_IDS.tourist, customer: BOOKING_CUSTOMER_NAMES[1] ?? '', service: 1, store: 'S-2', staff: null, at: FIXED_DATES.nextWeek, status: 'verified', created: FIXED_DATES.yesterday },
  { user: null, customer: BOOKING_CUSTOMER_NAMES[2] ?? '', service: 2, store: 'S-1', staff: null, at: FIXED_DATES.nextWeek, status: 'finished', created: FIXED_DATES.yesterday },
  { user: ACCOUNT_IDS.shopper, customer: BOOKING_CUSTOMER_NAMES[0] ?? '', service: 0, store: 'S-1', staff: 'E-1', at: '2025-03-13 17:00:00', status: 'verified', created: FIXED_DATES.lastWeek },
  { user: ACCOUNT_IDS.tourist, customer: BOOKING_CUSTOMER_NAMES[1] ?? '', service: 0, store: 'S-1', staff: null, at: '2025-03-20 15:00:00', status: 'refunded', created: FIXED_DATES.lastWeek },
  { user: ACCOUNT_IDS.shopper, customer: BOOKING_CUSTOMER_NAMES[0] ?? '', service: 1, store: 'S-1', staff: 'E-2', at: '2025-03-14 15:00:00', status: 'booked', created: FIXED_DATES.lastWeek },
];

function seedReservations(): ReservationRecord[] {
  return RESERVATION_SEEDS.map((seed, index) => {
    const id = 77_001 + index;
    const service = BOOKING_SERVICE_SEEDS[seed.service] ?? BOOKING_SERVICE_SEEDS[0];
    const price = service?.price ?? 0;
    const paid = Number(buildBookingService(seed.service).deposit ?? 0);
    return {
      order_id: String(id),
      order_sn: orderNumber(id, seed.created),
      user_id: seed.user,
      customer_name: seed.customer,
      service_id: String(11_001 + seed.service),
      store_id: seed.store,
      employee_id: seed.staff,
      appointment_at: seed.at,
      price,
      duration_minutes: service?.minutes ?? 60,
      paid,
      final_payment: price - paid,
      status: seed.status,
      remark: null,
      created_at: seed.created,
    };
  });
}

/** Seeded codes that start with 9 are the used ones (USED_VOUCHER_PREFIX of the handlers). */
function seedVouchers(): VoucherRecord[] {
  return [
    { code: '48213705', order_id: '77001', kind: 'booking', verified_at: null, verified_by: null },
    { code: '12345678', order_id: '77001', kind: 'coupon', verified_at: null, verified_by: null },
    { code: '98213706', order_id: '77002', kind: 'booking', verified_at: FIXED_DATES.yesterday, verified_by: { kind: 'merchant' } },
    { code: '98213707', order_id: '77003', kind: 'booking', verified_at: FIXED_DATES.lastWeek, verified_by: { kind: 'staff', employee_id: 'E-3' } },
    { code: '98213705', order_id: '77004', kind: 'booking', verified_at: FIXED_DATES.yesterday, verified_by: { kind: 'staff', employee_id: 'E-1' } },
    { code: '48213708', order_id: '77005', kind: 'booking', verified_at: null, verified_by: null },
    { code: '48213709', order_id: '77006', kind: 'booking', verified_at: null, verified_by: null },
  ];
}

function seedRefunds(): RefundRecord[] {
  return [
    {
      refund_id: 'BR-1',
      order_id: '77001',
      status: 'pending',
      amount: 298,
      reason_id: 1,
      remark: BOOKING_REFUND_REMARK,
      created_at: FIXED_DATES.yesterday,
      updated_at: FIXED_DATES.yesterday,
    },
    {
      refund_id: 'BR-2',
      order_id: '77005',
      status: 'refunded',
      amount: 298,
      reason_id: 2,
      remark: null,
      created_at: '2025-03-12 09:40:00',
      updated_at: '2025-03-12 16:00:00',
    },
  ];
}

function seedIncome(): IncomeLineRecord[] {
  return BOOKING_INCOME_AMOUNTS.map((amount, index) => ({
    id: `I-${index + 1}`,
    order_id: null,
    service_id: String(11_001 + index),
    kind: 'sale',
    amount,
    status: index === 0 ? 'pending' : 'settled',
    settled_at: index === 0 ? null : FIXED_DATES.lastWeek,
    created_at: FIXED_DATES.lastWeek,
  }));
}

/** The booking provider of every seed, with its reservations, vouchers, refunds and income. */
export function seedBookingShop(): BookingSlice {
  return {
    merchant: seedMerchant(),
    categories: BOOKING_SERVICE_SEEDS.map((seed, index) => ({ id: String(index + 1), name: seed.category })),
    services: seedServices(),
    stores: seedStores(),
    staff: seedStaff(),
    reservations: seedReservations(),
    vouchers: seedVouchers(),
    refunds: seedRefunds(),
    income: seedIncome(),
    storage: { tokens_issued: 0, uploads: [] },
  };
}

/**
 * The booking side of the shop. Every seed holds the same provider (the merchant account) and the
 * same reservations (the shopper's and the tourist's); no seed holds a guest's bookings.
 */
export function seedBooking(_seed: SeedName): BookingSlice {
  return seedBookingShop();
}
