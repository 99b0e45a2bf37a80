import { z } from './zod';
import { boolish, link, listOf, textish } from './common';
import { couponNoticeSchema, loginRegMethodSchema, newUserFreeGiftSchema, upUserLevelSchema, wechatSchema } from './storeState';

/** One footer button (home, community, cart, account). */
export const footerButtonSchema = z.object({
  key: z.string(),
  name: textish,
  url: link,
  icon: link.nullish(),
  active_icon: link.nullish(),
  badge: boolish.nullish(),
});
export type FooterButton = z.infer<typeof footerButtonSchema>;

/** spec §3 Footer-nav response. */
export const footerNavDataSchema = z.object({
  button: listOf(footerButtonSchema),
  coupon_notice: couponNoticeSchema.nullish(),
  up_user_level: upUserLevelSchema.nullish(),
  new_user_free_gift: newUserFreeGiftSchema.nullish(),
  wechat: wechatSchema.nullish(),
  login_reg_method: loginRegMethodSchema.nullish(),
});
export type FooterNavData = z.infer<typeof footerNavDataSchema>;
