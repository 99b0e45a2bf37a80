import { z } from './zod';
import { boolish, idish, link, listOf, numberish, pagingSchema, textish } from './common';

/** spec §3 ui_team_price_info. */
export const uiTeamPriceInfoSchema = z.object({
  team_price: numberish,
  special_price: numberish.nullish(),
  score: numberish.nullish(),
  special_price_style: z.string().nullish(),
});

/** spec §3 Product (team). status take_down means unavailable. */
export const teamSchema = z.object({
  id: idish,
  product: textish,
  team_price: numberish,
  ui_team_price_info: uiTeamPriceInfoSchema.nullish(),
  user_level_price: numberish.nullish(),
  image1: link,
  brand_id: idish.nullish(),
  brand_name: textish.nullish(),
  limitNum: numberish.nullish(),
  status: z.string(),
  buy_btn_status: numberish.nullish(),
  relatedShopCount: numberish.nullish(),
  web_params: z
    .object({ promotion_mgr_id: idish.nullish(), coupon_id: idish.nullish() })
    .nullish(),
  estimated_price: z.object({ can_get_coupon_ids: listOf(idish) }).nullish(),
  source: z.string().nullish(),
});
export type Team = z.infer<typeof teamSchema>;

export function isTakenDown(team: Pick<Team, 'status'>): boolean {
  return team.status === 'take_down';
}

/** A page of products (lists, search, brand products, 404 recommendations). */
export const teamPageSchema = z.object({
  list: listOf(teamSchema),
  paging: pagingSchema.nullish(),
});
export type TeamPage = z.infer<typeof teamPageSchema>;

/** Products similar to one (same category or brand): the product itself, then the similar ones. */
export const similarProductsSchema = z.object({
  team: teamSchema,
  list: listOf(teamSchema),
});
export type SimilarProducts = z.infer<typeof similarProductsSchema>;

/** One specification of a product (size, shade): its own team id; status take_down or sold out means it cannot be chosen. */
export const specOptionSchema = z.object({ team_id: idish, name: textish, status: z.string().nullish() });
export type SpecOption = z.infer<typeof specOptionSchema>;

/** Product detail: the team plus its gallery, description and specs. */
export const teamDetailSchema = z.object({
  team: teamSchema,
  images: listOf(link),
  description: z.string().nullish(),
  specs: listOf(specOptionSchema),
  is_liked: boolish.nullish(),
  reminder_set: boolish.nullish(),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

/** A product review. */
export const reviewSchema = z.object({
  id: idish,
  team_id: idish,
  nickname: z.string(),
  avatar: link.nullish(),
  score: numberish,
  content: z.string(),
  images: listOf(link),
  like_count: numberish,
  is_liked: boolish.nullish(),
  lang: z.string().nullish(),
  created_at: z.string(),
  /** 1: the review was deleted (review/detail shows only a note). */
  deleted: boolish.nullish(),
  /** Replies under the review (review/detail). */
  comments: listOf(z.object({ id: idish, nickname: z.string(), content: z.string(), created_at: z.string() })).nullish(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = z.object({
  list: listOf(reviewSchema),
  paging: pagingSchema.nullish(),
  score: numberish.nullish(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** A like toggle answer. */
export const likeStateSchema = z.object({ is_liked: boolish, like_count: numberish });
export type LikeState = z.infer<typeof likeStateSchema>;

/** Arrival reminder answer. */
export const reminderStateSchema = z.object({ reminder_set: boolish });
export type ReminderState = z.infer<typeof reminderStateSchema>;
