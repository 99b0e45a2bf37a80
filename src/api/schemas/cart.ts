import { z } from './zod';
import { boolish, idish, link, listOf, numberish, textish } from './common';
import { couponSchema } from './coupon';
import { specOptionSchema, teamSchema } from './product';

/** spec §3 Cart entry: team, quantity, selected. */
export const cartEntrySchema = z.object({
  cart_id: idish,
  team: teamSchema,
  quantity: numberish,
  selected: boolish,
  special_remark: z.string().nullish(),
  /** The specification in the cart (chosen: spec §7 replace_team_spec needs the line's spec and its siblings). */
  spec_name: textish.nullish(),
  /** The product's specifications the line may be switched to with replace_team_spec (chosen). */
  specs: listOf(specOptionSchema),
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

/** One add-on deal: a product the shopper may add at the add-buy price (chosen shape for spec §7 addbuy). */
export const addbuyItemSchema = z.object({
  team: teamSchema,
  addbuy_price: numberish,
});
export type AddbuyItem = z.infer<typeof addbuyItemSchema>;

/** The add-on deals a promotion offers with this cart, added with action addbuy (chosen shape). */
export const addbuyOfferSchema = z.object({
  promotion_mgr_id: idish,
  title: textish.nullish(),
  list: listOf(addbuyItemSchema),
});
export type AddbuyOffer = z.infer<typeof addbuyOfferSchema>;

/** The whole cart (cart_detail.php without an action, and every action unless not_read_cart_detail). */
export const cartDetailSchema = cartResponseDataSchema.extend({
  groups: listOf(cartGroupSchema),
  total_price: numberish,
  discount_price: numberish.nullish(),
  selected_count: numberish,
  /** Add-on deals (chosen): absent when no promotion offers any. */
  addbuy: listOf(addbuyOfferSchema),
});
export type CartDetail = z.infer<typeof cartDetailSchema>;

/** Coupons related to the cart (get_cart_related_coupon). */
export const cartCouponsSchema = z.object({ list: listOf(couponSchema) });

/** The cart-full answer (errcode 1 with data): items that may be replaced. */
export const cartFullDataSchema = z.object({ list: listOf(cartEntrySchema) });
export type CartFullData = z.infer<typeof cartFullDataSchema>;
