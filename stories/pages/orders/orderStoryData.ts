import { buildOrder } from '../../../mocks/fixtures/orders';
import type { MockLocale } from '../../../mocks/fixtures/locale';
import { orderDetailSchema, orderSchema, type Order, type OrderDetail } from '../../../src/api';

/** The fixtures' orders in every status: unpaid, unshipped, shipped, finished, then a cancelled one. */
export function storyOrders(locale: MockLocale): Order[] {
  const four = [0, 1, 2, 3].map((index) => orderSchema.parse(buildOrder(index, locale)));
  const cancelled = orderSchema.parse({ ...buildOrder(4, locale), order_id: '20250306', order_sn: 'TH25031005', status: 'cancelled', status_text: null });
  return [...four, cancelled];
}

/** A shipped order in full: address, card payment, a coupon and points used, its history. */
export function storyOrderDetail(locale: MockLocale, status = 'shipped'): OrderDetail {
  const order = buildOrder(2, locale);
  return orderDetailSchema.parse({
    ...order,
    status,
    status_text: null,
    address: { id: 'A-1', name: 'พลอย ศิริวรรณ', phone: '0812345678', address: '99/9 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา', province: 'กรุงเทพมหานคร', postcode: '10110' },
    payment_method: 'card',
    payment_method_name: locale === 'en_US' ? 'Credit/debit card' : locale === 'zh_CN' ? '信用卡/借记卡' : 'บัตรเครดิต/เดบิต',
    goods_total: Number(order.total) + 130,
    promotion_off: 100,
    coupon_title: null,
    coupon_off: 0,
    points_used: 3000,
    points_off: 30,
    shipping_fee: 0,
    history: [
      { status: 'unpaid', at: '2025-03-10 09:15:00' },
      { status: 'paid', at: '2025-03-10 09:16:00' },
      ...(status === 'shipped' || status === 'finished' ? [{ status: 'shipped', at: '2025-03-11 14:00:00' }] : []),
      ...(status === 'finished' ? [{ status: 'finished', at: '2025-03-13 18:30:00' }] : []),
    ],
  });
}

export const LONG_THAI_PRODUCT = 'เซรั่มขมิ้นชันเข้มข้นสูตรผิวกระจ่างใสอย่างเป็นธรรมชาติ สำหรับผิวแพ้ง่าย ผลิตจากสมุนไพรไทยออร์แกนิกคัดพิเศษ ขนาดพิเศษ';
