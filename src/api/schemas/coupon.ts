import { z } from './zod';
import { boolish, idish, listOf, numberish, pagingSchema, textish } from './common';

/** spec §3 coupon_type: 0 amount off in baht, 1 percent off, 2 free shipping, 3 free gift. */
export const COUPON_TYPES = { amountOff: 0, percentOff: 1, freeShipping: 2, freeGift: 3 } as const;
export const couponTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^[0-3]$/.test(value) ? Number(value) : value),
  z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
);

/** spec §3 Coupon: coupon_value, coupon_type, money (minimum spend), discount. */
export const couponSchema = z.object({
  id: idish,
  title: textish,
  coupon_value: numberish,
  coupon_type: couponTypeSchema,
  money: numberish,
  discount: numberish.nullish(),
  start_time: z.string().nullish(),
  end_time: z.string().nullish(),
  status: z.string().nullish(),
  received: boolish.nullish(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponPageSchema = z.object({ list: listOf(couponSchema), paging: pagingSchema.nullish() });
export type CouponPage = z.infer<typeof couponPageSchema>;
