import { z } from './zod';
import { boolish, idish, link, listOf, numberish, pagingSchema, textish } from './common';
import { teamSchema } from './product';
import { reviewSchema } from './product';
import { userSchema } from './user';

/** The account centre header: the user and their counters. */
export const userCenterSchema = z.object({
  user: userSchema,
  level_name: textish.nullish(),
  points: numberish,
  credit: numberish,
  coupon_count: numberish,
  order_counts: z.object({
    unpaid: numberish,
    unshipped: numberish,
    shipped: numberish,
    review: numberish,
    refund: numberish,
  }),
});
export type UserCenter = z.infer<typeof userCenterSchema>;

export const pointsSchema = z.object({
  balance: numberish,
  expiring: numberish.nullish(),
  expire_at: z.string().nullish(),
  list: listOf(z.object({ id: idish, title: textish, change: numberish, created_at: z.string() })),
  paging: pagingSchema.nullish(),
});
export type Points = z.infer<typeof pointsSchema>;

export const creditSchema = z.object({
  balance: numberish,
  list: listOf(z.object({ id: idish, title: textish, change: numberish, created_at: z.string() })),
  paging: pagingSchema.nullish(),
});
export type Credit = z.infer<typeof creditSchema>;
/** A cash (gift) card: its masked number, what is left on it and until when. */
export const cashCardSchema = z.object({ card_id: idish, card_no: z.string(), balance: numberish, expire_at: z.string().nullish() });
export type CashCard = z.infer<typeof cashCardSchema>;
export const cashCardListSchema = z.object({
  list: listOf(cashCardSchema),
});
/** A redeemed code: the cash card it added to the account. */
export const cashCardRedeemSchema = z.object({ card: cashCardSchema });
export const teamListSchema = z.object({ list: listOf(teamSchema), paging: pagingSchema.nullish() });
export const myReviewListSchema = z.object({ list: listOf(reviewSchema), paging: pagingSchema.nullish() });
export const settingsSchema = z.object({
  notify_promotion: boolish,
  notify_order: boolish,
  language: z.string().nullish(),
  bound_phone: z.string().nullish(),
  bound_email: z.string().nullish(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** Blogger programme progress. */
export const bloggerProgressSchema = z.object({
  status: z.enum(['none', 'applying', 'approved', 'rejected']),
  cashback_total: numberish,
  message: z.string().nullish(),
  form_url: link.nullish(),
  /** When the application was sent and when it was decided (the progress timeline); absent before. */
  applied_at: z.string().nullish(),
  reviewed_at: z.string().nullish(),
});
