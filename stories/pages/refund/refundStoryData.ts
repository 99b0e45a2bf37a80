/** Story-only data of the refund pages' View stories. */
import type { RefundDetailInfo } from '../../../src/pages/refund/shared/refundDetail';
import type { RefundSummary } from '../../../src/pages/refund/shared/refundPages';

/** A tile drawn in place of a product photo: no network, same pixels every run. */
export const THUMB =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='52' height='52'><rect width='52' height='52' fill='%23efe7f5'/><circle cx='26' cy='24' r='12' fill='%23e58fa3'/></svg>";

export const LONG_THAI_PRODUCT = 'เซรั่มขมิ้นชันเข้มข้นสูตรผิวกระจ่างใสอย่างเป็นธรรมชาติ สำหรับผิวแพ้ง่าย ผลิตจากสมุนไพรไทยออร์แกนิกคัดพิเศษ ขนาดพิเศษ 50 มล.';

type Lang = 'th' | 'en' | 'zh';

const PRODUCTS: Record<Lang, readonly [string, string, string]> = {
  th: ['เซรั่มไฮยาลูรอนเข้มข้น 30 มล.', 'มาสก์หน้าสูตรกุหลาบ แพ็ก 5 แผ่น', 'ครีมกันแดด SPF50+ PA++++'],
  en: ['Hyaluronic Serum, 30 ml', 'Rose Sheet Mask, pack of 5', 'Sunscreen SPF50+ PA++++'],
  zh: ['玻尿酸精华液 30毫升', '玫瑰面膜 5片装', '防晒霜 SPF50+ PA++++'],
};

/** Four requests, one in each status, newest first. */
export function storyRefunds(lang: Lang): RefundSummary[] {
  const [serum, mask, sunscreen] = PRODUCTS[lang];
  return [
    { refundId: 'R-4004', orderId: '20250399', status: 'pending', statusText: null, amount: 890, product: serum, image: THUMB, itemCount: 1, createdAt: '2025-03-14 10:30:00' },
    { refundId: 'R-4003', orderId: '20250303', status: 'approved', statusText: null, amount: 1180, product: mask, image: THUMB, itemCount: 2, createdAt: '2025-03-12 09:00:00' },
    { refundId: 'R-4002', orderId: '20250302', status: 'refunded', statusText: null, amount: 450.5, product: sunscreen, image: THUMB, itemCount: 1, createdAt: '2025-03-02 15:45:00' },
    { refundId: 'R-4001', orderId: '20250301', status: 'cancelled', statusText: null, amount: 290, product: mask, image: THUMB, itemCount: 1, createdAt: '2025-02-20 11:10:00' },
  ];
}

const STEPS: Record<Lang, readonly [string, string, string]> = {
  th: ['ส่งคำขอคืนเงิน', 'ร้านค้าตรวจสอบ', 'คืนเงินเข้าบัญชี'],
  en: ['Request sent', 'Shop review', 'Money returned'],
  zh: ['提交申请', '商家审核', '退款到账'],
};

const REASONS: Record<Lang, string> = { th: 'สินค้าเสียหายระหว่างขนส่ง', en: 'Damaged in transit', zh: '运输途中损坏' };

/** A request under review, with two lines and a courier pick-up chosen. */
export function storyRefundDetail(lang: Lang, overrides: Partial<RefundDetailInfo> = {}): RefundDetailInfo {
  const [serum, mask] = PRODUCTS[lang];
  const [sent, review, money] = STEPS[lang];
  return {
    refundId: 'R-4004',
    orderId: '20250399',
    status: 'pending',
    statusText: null,
    amount: 1180,
    reason: REASONS[lang],
    lines: [
      { teamId: '50001', product: serum, image: THUMB, quantity: 1, price: 890 },
      { teamId: '50005', product: mask, image: THUMB, quantity: 1, price: 290 },
    ],
    createdAt: '2025-03-14 10:30:00',
    steps: [
      { title: sent, time: '2025-03-14 10:30:00', done: true },
      { title: review, time: null, done: false },
      { title: money, time: null, done: false },
    ],
    returnMethod: 'pickup',
    ...overrides,
  };
}
