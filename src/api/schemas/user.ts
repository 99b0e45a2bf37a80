import { z } from './zod';
import { boolish, idish, link, listOf, numberish } from './common';

/** The genders a shopper may give on the profile page (chosen: spec §3 names no gender values). */
export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** spec §3 User, plus the profile page's fields (avatar, level, birthday, gender, skin type). */
export const userSchema = z.object({
  id: idish,
  username: z.string(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  chat_id: z.string().nullish(),
  is_new: boolish.nullish(),
  is_new_uid: boolish.nullish(),
  avatar: link.nullish(),
  level: numberish.nullish(),
  /** 'yyyy-mm-dd' (Gregorian); the page checks it before showing it. */
  birthday: z.string().nullish(),
  /** One of GENDERS; anything else reads as not given. */
  gender: z.string().nullish(),
  /** One of SKIN_TYPES (schemas/beautyProfile); anything else reads as not given. */
  skin_type: z.string().nullish(),
});
export type User = z.infer<typeof userSchema>;

/** The surprise box some responses carry (store state surprise_id, surprise_images). */
export const surpriseBoxSchema = z.object({
  surprise_id: idish,
  surprise_images: listOf(link),
});
export type SurpriseBox = z.infer<typeof surpriseBoxSchema>;

/** Login, register and automatic tourist login answer with the user and the session. */
export const loginDataSchema = z.object({
  userInfo: userSchema.nullish(),
  usersecre: z.string().nullish(),
  session_id: z.string().nullish(),
  redirect_url: link.nullish(),
});
export type LoginData = z.infer<typeof loginDataSchema>;
