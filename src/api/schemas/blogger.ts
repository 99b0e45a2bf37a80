import { z } from './zod';
import { boolish, idish, listOf, numberish, textish } from './common';

/** The categories a blogger may write about (the application form's choices). */
export const BLOGGER_CATEGORIES = ['skincare', 'makeup', 'haircare', 'fragrance', 'bodycare', 'wellness'] as const;
export type BloggerCategory = (typeof BLOGGER_CATEGORIES)[number];

/** The platforms a blogger may apply with. */
export const BLOGGER_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'facebook', 'xiaohongshu', 'blog'] as const;
export type BloggerPlatform = (typeof BLOGGER_PLATFORMS)[number];

/** A programme announcement (shown once as a popup on the programme page). */
export const bloggerAnnouncementSchema = z.object({ id: idish, title: textish, body: textish });
export type BloggerAnnouncement = z.infer<typeof bloggerAnnouncementSchema>;

/** The programme's public facts: the follower minimum, the cashback rate (percent) and an announcement. */
export const bloggerProgrammeSchema = z.object({
  min_followers: numberish,
  cashback_rate: numberish,
  announcement: bloggerAnnouncementSchema.nullish(),
});
export type BloggerProgramme = z.infer<typeof bloggerProgrammeSchema>;

/** One message from the programme to the blogger. */
export const bloggerMessageSchema = z.object({
  id: idish,
  kind: z.enum(['notice', 'result', 'announcement']).catch('notice'),
  title: textish,
  body: textish,
  created_at: z.string(),
  read: boolish.optional(),
});
export type BloggerMessage = z.infer<typeof bloggerMessageSchema>;

export const bloggerMessagesSchema = z.object({ list: listOf(bloggerMessageSchema) });

/** Cashback earned for one post and one product. */
export const bloggerCashbackLineSchema = z.object({
  id: idish,
  post_title: textish,
  product_name: textish,
  amount: numberish,
  created_at: z.string(),
});
export type BloggerCashbackLine = z.infer<typeof bloggerCashbackLineSchema>;

/** One withdrawal of cashback to the blogger's bank account. */
export const bloggerWithdrawalSchema = z.object({
  id: idish,
  amount: numberish,
  status: z.enum(['pending', 'paid', 'failed']).catch('pending'),
  created_at: z.string(),
});
export type BloggerWithdrawal = z.infer<typeof bloggerWithdrawalSchema>;

/** The blogger's cashback: totals in THB, the lines per post and product, the withdrawals. */
export const bloggerCashbackSchema = z.object({
  total: numberish,
  withdrawn: numberish,
  available: numberish,
  lines: listOf(bloggerCashbackLineSchema),
  withdrawals: listOf(bloggerWithdrawalSchema),
});
export type BloggerCashback = z.infer<typeof bloggerCashbackSchema>;
