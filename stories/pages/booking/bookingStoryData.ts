/** Story-only data of the booking pages' view stories (parsed through the api schemas, as the pages get them). */
import { bookingServiceSchema, bookingStoreDetailSchema, bookingStoreSchema, serviceDetailSchema } from '../../../src/api/schemas';
import type { TimeSlot } from '../../../src/components/TimeSlotPicker';

export const CATEGORIES = [
  { id: '1', name: 'ดูแลผิวหน้า' },
  { id: '2', name: 'ทำเล็บ' },
  { id: '3', name: 'สปา' },
];

export const SERVICES = [
  { service_id: '11001', name: 'ทรีตเมนต์หน้าใสสมุนไพรไทย 60 นาที', category_id: '1', category_name: 'ดูแลผิวหน้า', price: '1490.00', deposit: 298, duration_minutes: 60, status: 'online' },
  { service_id: '11002', name: 'ทำเล็บเจลพร้อมสปามือ', category_id: '2', category_name: 'ทำเล็บ', price: '890.00', deposit: 178, duration_minutes: 90, status: 'online' },
].map((service) => bookingServiceSchema.parse(service));

export const LONG_SERVICE = bookingServiceSchema.parse({
  service_id: '11009',
  name: 'ทรีตเมนต์ฟื้นฟูผิวหน้าอย่างล้ำลึกด้วยสมุนไพรไทยโบราณและการนวดกดจุดผ่อนคลายแบบพิเศษเฉพาะสาขา 120 นาที',
  category_name: 'ดูแลผิวหน้าและผ่อนคลายร่างกายแบบครบวงจร',
  price: '12490.00',
  deposit: 2498,
  duration_minutes: 120,
  status: 'online',
});

export const STORES = [
  { store_id: 'S-1', name: 'Glow Studio สยามสแควร์', address: '254 ถนนพญาไท แขวงวังใหม่ เขตปทุมวัน', province: 'กรุงเทพมหานคร', city: 'ปทุมวัน', phone: '021234567', open_time: '10:00', close_time: '21:00' },
  { store_id: 'S-2', name: 'Glow Studio นิมมาน', address: '12 ถนนนิมมานเหมินท์ ซอย 9 ตำบลสุเทพ', province: 'เชียงใหม่', city: 'เมืองเชียงใหม่', phone: '053123456', open_time: '10:00', close_time: '21:00' },
].map((store) => bookingStoreSchema.parse(store));

export const SERVICE_DETAIL = serviceDetailSchema.parse({
  ...SERVICES[0],
  price: 1490,
  description: 'ทรีตเมนต์ทำความสะอาดผิวหน้าล้ำลึกด้วยสมุนไพรไทย ผิวกระจ่างใสขึ้นตั้งแต่ครั้งแรก\nจองล่วงหน้าอย่างน้อย 1 วัน',
  stores: STORES,
  reviews: [
    { id: 'R-1', nickname: '小美', rating: 5, content: '工作人员很可爱，按摩非常放松。', lang: 'zh_CN', created_at: '2025-03-07 09:15:00' },
    { id: 'R-2', nickname: 'พลอย', rating: 4, content: 'ผิวเนียนขึ้นทันที จะกลับมาอีกแน่นอน', lang: 'th_TH', created_at: '2025-03-13 18:05:00' },
  ],
});

export const STORE_DETAIL = bookingStoreDetailSchema.parse({
  ...STORES[0],
  biz_time: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '10:00', close: '20:00' })),
  staff: [
    { employee_id: 'E-1', name: 'คุณน้ำฝน' },
    { employee_id: 'E-2', name: 'คุณแพรวา' },
  ],
  today: '2025-03-14',
});

export const SLOTS: TimeSlot[] = [
  { start: '10:00', end: '11:00', available: false, remaining: 2, reason: 'past' },
  { start: '11:00', end: '12:00', available: true, remaining: 2 },
  { start: '12:00', end: '13:00', available: true, remaining: 1 },
  { start: '13:00', end: '14:00', available: false, remaining: 0, reason: 'full' },
  { start: '15:00', end: '16:00', available: true, remaining: 2 },
  { start: '18:00', end: '19:00', available: true, remaining: 2 },
];
