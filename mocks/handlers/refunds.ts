import { refundEndpoints } from '../../src/api/endpoints/refunds';
import { pickText } from '../fixtures/locale';
import { buildOrderItem, buildRefund, buildRefundDetail } from '../fixtures/orders';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

export const refundMocks: AreaMocks<'refunds'> = {
  getRefunds: { ok: ({ locale }) => ({ list: [0, 1, 2].map((i) => buildRefund(i, locale)), paging: { page: 1, total: 3 } }) },
  getRefundDetail: { ok: ({ locale }) => buildRefundDetail(0, locale) },
  getRefundOptions: {
    ok: ({ locale }) => ({
      reasons: [
        { id: 1, text: pickText({ th: 'สินค้าเสียหายระหว่างขนส่ง', en: 'Damaged in transit', zh: '运输途中损坏' }, locale) },
        { id: 2, text: pickText({ th: 'ได้รับสินค้าไม่ตรงกับที่สั่ง', en: 'Received the wrong item', zh: '收到的商品与订单不符' }, locale) },
        { id: 3, text: pickText({ th: 'เปลี่ยนใจ', en: 'Changed my mind', zh: '不想要了' }, locale) },
      ],
      max_amount: 1_180,
      items: [buildOrderItem(0, locale), buildOrderItem(4, locale)],
    }),
  },
  getRefundBookTypes: {
    ok: ({ locale }) => ({
      list: [
        { code: 'branch', name: pickText({ th: 'ส่งคืนที่สาขา', en: 'Return at a branch', zh: '门店退货' }, locale), enabled: 1 },
        { code: 'pickup', name: pickText({ th: 'ให้ขนส่งมารับ', en: 'Courier pick-up', zh: '上门取件' }, locale), enabled: 1 },
      ],
    }),
  },
  getRefundBranches: {
    ok: () => ({
      list: [
        { id: 'B-1', name: 'สาขาสยามพารากอน', address: '991 ถนนพระราม 1 แขวงปทุมวัน', open_hours: '10:00–22:00' },
        { id: 'B-2', name: 'สาขาเซ็นทรัลเฟสติวัล เชียงใหม่', address: '99 หมู่ 3 ถนนซุปเปอร์ไฮเวย์ ตำบลฟ้าฮ่าม', open_hours: '11:00–21:00' },
      ],
    }),
  },
  getRefundPickUpSlots: {
    ok: () => ({ slots: [{ date: '2025-03-15', times: ['09:00-12:00', '13:00-17:00'] }, { date: '2025-03-16', times: ['09:00-12:00'] }] }),
  },
  submitRefund: { ok: () => ({ refund_id: 'R-4099' }) },
  submitRefundReturn: { ok: () => null },
  cancelRefund: { ok: () => null },
};

/** Refunds under /wap/api/order/refund/. */
export function refundHandlers(choice?: AreaScenario<'refunds'>) {
  return buildAreaHandlers(refundEndpoints, refundMocks, choice);
}
