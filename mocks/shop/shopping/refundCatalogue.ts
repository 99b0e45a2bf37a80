import type { Trilingual } from '../../fixtures/locale';
import type { ShopClock } from '../clock';
import { dayText } from '../clock';

/** Why a shopper asks for a refund (reason_id). */
export const REFUND_REASONS: readonly { readonly id: string; readonly text: Trilingual }[] = [
  { id: '1', text: { th: 'สินค้าเสียหายระหว่างขนส่ง', en: 'Damaged in transit', zh: '运输途中损坏' } },
  { id: '2', text: { th: 'ได้รับสินค้าไม่ตรงกับที่สั่ง', en: 'Received the wrong item', zh: '收到的商品与订单不符' } },
  { id: '3', text: { th: 'เปลี่ยนใจ', en: 'Changed my mind', zh: '不想要了' } },
];

/** How goods go back (book_type). */
export const RETURN_METHODS: readonly { readonly code: 'branch' | 'pickup'; readonly name: Trilingual }[] = [
  { code: 'branch', name: { th: 'ส่งคืนที่สาขา', en: 'Return at a branch', zh: '门店退货' } },
  { code: 'pickup', name: { th: 'ให้ขนส่งมารับ', en: 'Courier pick-up', zh: '上门取件' } },
];

/** The branches that take returns. */
export const RETURN_BRANCHES = [
  { id: 'B-1', name: 'สาขาสยามพารากอน', address: '991 ถนนพระราม 1 แขวงปทุมวัน', open_hours: '10:00–22:00' },
  { id: 'B-2', name: 'สาขาเซ็นทรัลเฟสติวัล เชียงใหม่', address: '99 หมู่ 3 ถนนซุปเปอร์ไฮเวย์ ตำบลฟ้าฮ่าม', open_hours: '11:00–21:00' },
] as const;

/** The courier's pick-up slots: tomorrow morning and afternoon, the day after in the morning. */
export function pickUpSlots(clock: ShopClock): { date: string; times: string[] }[] {
  return [
    { date: dayText(clock, 1), times: ['09:00-12:00', '13:00-17:00'] },
    { date: dayText(clock, 2), times: ['09:00-12:00'] },
  ];
}
