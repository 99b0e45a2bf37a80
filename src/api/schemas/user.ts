import { z } from 'zod';
import { boolish, idish, link, listOf, numberish } from './common';

/** spec §3 User. */
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
