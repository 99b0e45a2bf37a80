/** Story-only appointments of the appointments and refund pages' View stories. */
import type { Appointment } from '../../../src/pages/bookingAppointments/shared';

export const comingAppointment: Appointment = {
  orderId: '77006',
  orderSn: 'BK2503070077006',
  serviceId: '11002',
  serviceName: 'Hydrating facial',
  durationMinutes: 90,
  storeId: 'S-1',
  storeName: 'Siam Square',
  employeeName: 'Ploy',
  appointmentAt: '2025-03-14 15:00:00',
  status: 'booked',
  paid: 298,
  finalPayment: 700,
  depositDue: null,
  voucherCode: '48213709',
  refundStatus: null,
};

export const underReviewAppointment: Appointment = {
  ...comingAppointment,
  orderId: '77001',
  orderSn: 'BK2503130077001',
  serviceName: 'Gel nails',
  employeeName: null,
  appointmentAt: '2025-03-21 11:00:00',
  voucherCode: '48213705',
  refundStatus: 'pending',
};

export const doneAppointment: Appointment = {
  ...comingAppointment,
  orderId: '77004',
  orderSn: 'BK2503070077004',
  appointmentAt: '2025-03-13 17:00:00',
  status: 'verified',
  voucherCode: '98213705',
};

export const cancelledAppointment: Appointment = {
  ...comingAppointment,
  orderId: '77010',
  orderSn: 'BK2503010077010',
  serviceName: 'Aroma massage',
  status: 'cancelled',
  appointmentAt: '2025-03-10 13:00:00',
  refundStatus: 'refunded',
};

/** Booked, its time held, the deposit not paid yet: no voucher until it is. */
export const unpaidAppointment: Appointment = {
  ...comingAppointment,
  orderId: '77011',
  orderSn: 'BK2503140077011',
  serviceName: 'Thai herbal glow facial',
  appointmentAt: '2025-03-15 11:00:00',
  status: 'unpaid',
  paid: 0,
  finalPayment: 1192,
  depositDue: 298,
  voucherCode: null,
};

export const allAppointments: readonly Appointment[] = [comingAppointment, underReviewAppointment, doneAppointment, cancelledAppointment];

/** A long Thai service, store and staff name (wrapping, stacked vowels). */
export const longThaiAppointment: Appointment = {
  ...comingAppointment,
  serviceName: 'ทรีตเมนต์บำรุงผิวหน้าเข้มข้นสูตรพิเศษด้วยสารสกัดจากธรรมชาติและการนวดกดจุดผ่อนคลายเต็มรูปแบบ',
  storeName: 'สาขาสยามสแควร์วัน ชั้นสี่ ฝั่งอาคารใหม่ใกล้ทางเชื่อมรถไฟฟ้า',
  employeeName: 'คุณพลอยไพลิน ศรีสุวรรณวงศ์',
};

/** The reschedule form on a fixed day (story time), its slots loaded, 15:00 chosen. */
export const rescheduleSlots = [
  { start: '10:00', end: '11:30', available: false, remaining: 2, reason: 'past' as const },
  { start: '14:00', end: '15:30', available: true, remaining: 2 },
  { start: '15:00', end: '16:30', available: true, remaining: 1 },
  { start: '16:00', end: '17:30', available: false, remaining: 0, reason: 'full' as const },
  { start: '18:00', end: '19:30', available: true, remaining: 2 },
];
