import type { OrderRefundContext, RefundOptions, RefundPhoto, RefundProgress } from '../../../src/machines/orderRefund';

/** A tile drawn in place of a photo: no network, same pixels every run. */
export const samplePhotoUrl =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='96' height='96'><rect width='96' height='96' fill='%23f6d5dc'/><circle cx='48' cy='44' r='22' fill='%23e58fa3'/></svg>";

const thumb =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='52' height='52'><rect width='52' height='52' fill='%23efe7f5'/></svg>";

export const optionsThai: RefundOptions = {
  reasons: [
    { id: '1', text: 'สินค้าเสียหายระหว่างขนส่ง กล่องบุบและขวดแตกร้าวจนเนื้อเซรั่มรั่วซึมออกมา' },
    { id: '2', text: 'ได้รับสินค้าไม่ตรงกับที่สั่ง' },
    { id: '3', text: 'เปลี่ยนใจ' },
  ],
  maxAmount: 1180,
  items: [
    { teamId: 'T1', name: 'เซรั่มไฮยาลูรอนเข้มข้นเพื่อผิวชุ่มชื้นยาวนาน 24 ชั่วโมง ขนาด 30 มล.', image: thumb, quantity: 1, price: 890 },
    { teamId: 'T2', name: 'มาสก์หน้าสูตรกุหลาบ แพ็ก 5 แผ่น', image: thumb, quantity: 2, price: 290 },
  ],
};

export const optionsEnglish: RefundOptions = {
  reasons: [
    { id: '1', text: 'Damaged in transit: the box was crushed and the bottle cracked' },
    { id: '2', text: 'Received the wrong item' },
  ],
  maxAmount: 1180,
  items: [
    { teamId: 'T1', name: 'Hyaluronic Hydrating Serum, 24-hour moisture, 30 ml', image: thumb, quantity: 1, price: 890 },
    { teamId: 'T2', name: 'Rose Sheet Mask, pack of 5', image: thumb, quantity: 2, price: 290 },
  ],
};

export const optionsChinese: RefundOptions = {
  reasons: [
    { id: '1', text: '运输途中损坏：外盒被压扁，瓶身破裂导致精华液渗漏' },
    { id: '2', text: '收到的商品与订单不符' },
  ],
  maxAmount: 1180,
  items: [
    { teamId: 'T1', name: '玻尿酸密集保湿精华液 24小时持久水润 30毫升', image: thumb, quantity: 1, price: 890 },
    { teamId: 'T2', name: '玫瑰面膜 5片装', image: thumb, quantity: 2, price: 290 },
  ],
};

export const progressThai: RefundProgress = {
  refundId: 'R-4099',
  status: 'pending',
  statusText: 'รอตรวจสอบ',
  amount: 890,
  reason: 'สินค้าเสียหายระหว่างขนส่ง',
  steps: [
    { title: 'ส่งคำขอคืนเงิน', time: '2025-03-14 10:30:00', done: true },
    { title: 'ร้านค้าตรวจสอบ', time: null, done: false },
    { title: 'คืนเงินเข้าบัญชี', time: null, done: false },
  ],
};

export const photo = (id: string, status: RefundPhoto['status']): RefundPhoto => ({ id, file: null, url: samplePhotoUrl, status });

export function refundContext(overrides: Partial<OrderRefundContext> = {}): OrderRefundContext {
  return {
    orderId: '20250301',
    options: optionsThai,
    selected: [],
    reasonId: '',
    remark: '',
    photos: [],
    photoCount: 0,
    amount: '',
    error: null,
    refundId: null,
    progress: null,
    ...overrides,
  };
}
