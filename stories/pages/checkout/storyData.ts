import { buildOrderConfirm } from '../../../mocks/fixtures/orders';
import { buildCoupons } from '../../../mocks/fixtures/coupons';
import { couponSchema, orderConfirmSchema, type Coupon, type OrderConfirm } from '../../../src/api';
import type { MockLocale } from '../../../mocks/fixtures/locale';

/** The mock backend's order confirm answer, parsed as the page receives it. */
export function confirmData(locale: MockLocale = 'th_TH'): OrderConfirm {
  return orderConfirmSchema.parse(buildOrderConfirm(locale));
}

/** The quote with the points answer: used or not (the mock backend's quote for use_points). */
export function withPoints(locale: MockLocale, used: boolean): OrderConfirm {
  return orderConfirmSchema.parse(buildOrderConfirm(locale, { usePoints: used }));
}

/** A long Thai order: long names and a long address. */
export function longThaiConfirm(): OrderConfirm {
  const data = confirmData('th_TH');
  return {
    ...data,
    address: data.address
      ? {
          ...data.address,
          name: 'คุณพลอยพิชชา ศิริวรรณวงศ์สกุลไทยเจริญรุ่งเรือง',
          address: '999/99 หมู่บ้านสวนหลวงการ์เด้นวิลล์ ซอยพัฒนาการ 44 แยก 12 ถนนพัฒนาการ แขวงสวนหลวง เขตสวนหลวง',
        }
      : null,
    items: data.items.map((item) => ({ ...item, product: `${item.product} ลิปทินท์เนื้อกำมะหยี่ติดทนนานตลอดวันสีชมพูอมส้มพิเศษ` })),
  };
}

export function sentCoupons(locale: MockLocale = 'th_TH'): Coupon[] {
  return buildCoupons(3, locale).map((coupon) => couponSchema.parse(coupon));
}

/** Fixed "now" for coupon validity (the fixtures' dates are around 2025-03-14). */
export const STORY_NOW = Date.parse('2025-04-12T10:00:00+07:00');

/** A booking's deposit on order confirm (the mock shop's answer for booking_id: card only, no address or coupons). */
export function bookingDepositConfirm(locale: MockLocale = 'th_TH'): OrderConfirm {
  const data = confirmData(locale);
  return {
    ...data,
    address: null,
    items: [],
    coupons: [],
    goods_total: 298,
    shipping_fee: 0,
    discount: 0,
    pay_total: 298,
    points: null,
    payment_methods: data.payment_methods.filter((method) => method.code === 'card'),
    booking: {
      booking_id: '77007',
      service_name: locale === 'th_TH' ? 'ทรีตเมนต์หน้าใสสมุนไพรไทย' : 'Thai Herbal Glow Facial',
      store_name: 'Glow Studio นิมมาน',
      appointment_at: '2025-03-15 11:00:00',
      duration_minutes: 60,
      price: 1490,
      deposit: 298,
      final_payment: 1192,
    },
  };
}
