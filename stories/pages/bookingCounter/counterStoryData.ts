/** Story-only data of the merchant counter page stories (args-only View states). */
import type { CounterOrder, CounterRefund, DayHours } from '../../../src/pages/bookingCounter/shared';
import type { Payout } from '../../../src/pages/bookingCounter/Income/incomeBuckets';

export const bookedOrder: CounterOrder = {
  orderId: '77001',
  orderSn: 'BK2503130001',
  serviceName: 'ทรีตเมนต์หน้าใสสมุนไพรไทย 60 นาที',
  price: 1490,
  storeName: 'Glow Studio สยามสแควร์',
  customerName: 'พลอย ศิริวรรณ',
  appointmentAt: '2025-03-21 14:00:00',
  status: 'booked',
  paid: 298,
  finalPayment: 1192,
  createdAt: '2025-03-13 18:05:00',
};

export const verifiedOrder: CounterOrder = { ...bookedOrder, orderId: '77004', orderSn: 'BK2503070004', status: 'verified', appointmentAt: '2025-03-13 17:00:00' };

export const englishOrder: CounterOrder = { ...verifiedOrder, serviceName: 'Thai Herbal Glow Facial, 60 min', storeName: 'Glow Studio Siam Square', customerName: 'Khun Ploy' };

export const longThaiOrder: CounterOrder = {
  ...bookedOrder,
  orderId: '77009',
  serviceName: 'ทรีตเมนต์หน้าใสสมุนไพรไทยสูตรพิเศษพร้อมนวดผ่อนคลายใบหน้า ลำคอ บ่า และไหล่ ด้วยน้ำมันหอมระเหยออร์แกนิก 90 นาที',
  storeName: 'Glow Studio สาขาเซ็นทรัลเวิลด์ ชั้นสี่ โซนบิวตี้แอนด์เวลเนส',
  customerName: 'คุณประภาพรรณ ศรีสุวรรณวงศ์ไพบูลย์',
};

export const orders: readonly CounterOrder[] = [
  bookedOrder,
  verifiedOrder,
  { ...bookedOrder, orderId: '77003', orderSn: 'BK2503130003', status: 'finished', customerName: 'มาลี ใจดี' },
];

export const pendingRefund: CounterRefund = { refundId: 'BR-1', orderId: '77001', status: 'pending', amount: 298, reason: 'ติดธุระกะทันหัน', createdAt: '2025-03-13 18:05:00' };
export const refunds: readonly CounterRefund[] = [
  { refundId: 'BR-2', orderId: '77005', status: 'refunded', amount: 298, reason: null, createdAt: '2025-03-12 09:40:00' },
  pendingRefund,
];

export const payouts: readonly Payout[] = [
  { id: 'I-1', title: 'ทรีตเมนต์หน้าใส', amount: 1490, settled: false, at: '2025-03-07 09:15:00', createdAt: '2025-03-07 09:15:00' },
  { id: 'I-2', title: 'ทำเล็บเจล', amount: 890, settled: true, at: '2025-03-10 09:15:00', createdAt: '2025-02-20 09:15:00' },
  { id: 'I-3', title: 'สปาเท้า', amount: 1200, settled: true, at: '2025-03-10 09:15:00', createdAt: '2025-03-01 09:15:00' },
  { id: 'I-4', title: 'ทรีตเมนต์หน้าใส · มัดจำ', amount: 298, settled: false, at: '2025-03-14 10:31:00', createdAt: '2025-03-14 10:31:00' },
];

export const week: readonly DayHours[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
  weekday === 7 ? { weekday, open: false, from: '10:00', to: '20:00' } : { weekday: weekday as DayHours['weekday'], open: true, from: '10:00', to: weekday === 6 ? '18:00' : '20:00' },
) as readonly DayHours[];
