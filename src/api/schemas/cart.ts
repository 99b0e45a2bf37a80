import { z } from 'zod';
import { boolish, idish, link, listOf, numberish, textish } from './common';
import { couponSchema } from './coupon';
import { teamSchema } from './product';

/** spec §3 Cart entry: team, quantity, selected. */
export const cartEntrySchema = z.object({
  cart_id: idish,
  team: teamSchema,
  quantity: numberish,
  selected: boolish,
  special_remark: z.string().nullish(),
});
export type CartEntry = z.infer<typeof cartEntrySchema>;

/** Cart groups are typed; valid_product holds what can be bought. */
export const cartGroupSchema = z.object({
  type: z.string(),
  title: textish.nullish(),
  list: listOf(cartEntrySchema),
});
export type CartGroup = z.infer<typeof cartGroupSchema>;

/** spec §3 Cart response: shopcartnum, bundle_tips, event_params, del_team.image1. */
export const cartResponseDataSchema = z.object({
  shopcartnum: numberish.nullish(),
  bundle_tips: z.string().nullish(),
  event_params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullish(),
  del_team: z.object({ image1: link }).nullish(),
});
export type CartResponseData = z.infer<typeof cartResponseDataSchema>;

/** The whole cart (cart_detail.php without an action, and every action unless not_read_cart_detail). */
export const cartDetailSchema = cartResponseDataSchema.extend({
  groups: listOf(cartGroupSchema),
  total_price: numberish,
  discount_price: numberish.nullish(),
  selected_count: numberish,
});
export type CartDetail = z.infer<typeof cartDetailSchema>;

/** Coupons related to the cart (get_cart_related_coupon). */
export const cartCouponsSchema = z.object({ list: listOf(couponSchema) });

/** The cart-full answer (errcode 1 with data): items that may be replaced. */
export const cartFullDataSchema = z.object({ list: listOf(cartEntrySchema) });
export type CartFullData = z.infer<typeof cartFullDataSchema>;
