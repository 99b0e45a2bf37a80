import { z } from './zod';
import { boolish, idish, link, listOf, numberish } from './common';

/** spec §3 bind_phone. */
export const bindPhoneSchema = z.object({
  show: boolish,
  submit_param: z.record(z.string(), z.union([z.string(), z.number()])).nullish(),
  bind_phone_tip: z.string().nullish(),
});
export type BindPhone = z.infer<typeof bindPhoneSchema>;

/** spec §3 bundle. */
export const bundleSchema = z.object({
  no_need_bundle_tip: boolish.nullish(),
  last_bundle_tip_time: numberish.nullish(),
  bundle_tips: z.string().nullish(),
  style: z.string().nullish(),
});
export type Bundle = z.infer<typeof bundleSchema>;

/** spec §3 WeChat: login and live-chat links for tourists. */
export const wechatSchema = z.object({
  login_link: link.nullish(),
  live_chat_link: link.nullish(),
});
export type Wechat = z.infer<typeof wechatSchema>;

/** spec §3 signup_url. */
export const signupUrlSchema = z.object({
  init_url: link.nullish(),
  login_refer_url: link.nullish(),
});
export type SignupUrl = z.infer<typeof signupUrlSchema>;

/** spec §3 footer_coupon / coupon_notice. */
export const couponNoticeSchema = z.object({
  show: boolish,
  text: z.string().nullish(),
  url: link.nullish(),
  coupon_ids: listOf(idish).optional(),
});
export type CouponNotice = z.infer<typeof couponNoticeSchema>;

/** spec §3 up_user_level. */
export const upUserLevelSchema = z.object({
  show: boolish,
  level: numberish.nullish(),
  level_name: z.string().nullish(),
  image: link.nullish(),
});
export type UpUserLevel = z.infer<typeof upUserLevelSchema>;

/** spec §3 new_user_free_gift. */
export const newUserFreeGiftSchema = z.object({
  show: boolish,
  image: link.nullish(),
  url: link.nullish(),
  team_id: idish.nullish(),
});
export type NewUserFreeGift = z.infer<typeof newUserFreeGiftSchema>;

/** spec §3 login_reg_method: which login and register methods the shop offers. */
export const loginRegMethodSchema = z.object({
  phone: boolish.nullish(),
  email: boolish.nullish(),
  line: boolish.nullish(),
  facebook: boolish.nullish(),
  google: boolish.nullish(),
  apple: boolish.nullish(),
  wechat: boolish.nullish(),
});
export type LoginRegMethod = z.infer<typeof loginRegMethodSchema>;

/** spec §3 osPlatform: 1 web, 2 Android app, 3 iOS app. */
export const osPlatformSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
