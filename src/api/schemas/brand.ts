import { z } from './zod';
import { boolish, idish, link, listOf, numberish, textish } from './common';
import { legacyResponse } from './envelope';

/** spec §3 brandInfo: the flagship block (is_following, following_count, summary). */
export const flagshipInfoSchema = z.object({
  brand_id: idish,
  sign: z.string(),
  name: textish,
  logo: link.nullish(),
  banner: link.nullish(),
  is_following: boolish,
  following_count: numberish,
  summary: z.string().nullish(),
});
export type FlagshipInfo = z.infer<typeof flagshipInfoSchema>;

/** One entry of the brand navigation (brandNav). */
export const brandNavItemSchema = z.object({
  id: idish,
  name: textish,
  type: z.string(),
  url: link.nullish(),
});
export type BrandNavItem = z.infer<typeof brandNavItemSchema>;

/** The header the brand page shows above the tabs. */
export const headerInfoSchema = z.object({
  title: textish.nullish(),
  background: link.nullish(),
  share_image: link.nullish(),
  share_url: link.nullish(),
});
export type HeaderInfo = z.infer<typeof headerInfoSchema>;

/** spec §3 Brand info response: flagship_info, nav, header_info (header_info sits beside data, spec §7). */
export const brandInfoDataSchema = z.object({
  flagship_info: flagshipInfoSchema,
  nav: listOf(brandNavItemSchema),
});
export const brandInfoResponseSchema = legacyResponse(brandInfoDataSchema, { header_info: headerInfoSchema.nullish() });
export type BrandInfoResponse = z.infer<typeof brandInfoResponseSchema>;

/** A brand in lists (brand calendar, classify). */
export const brandSchema = z.object({
  brand_id: idish,
  sign: z.string(),
  name: textish,
  logo: link.nullish(),
});
export type Brand = z.infer<typeof brandSchema>;

/** The follow toggle answer. */
export const followStateSchema = z.object({ is_following: boolish, following_count: numberish });
export type FollowState = z.infer<typeof followStateSchema>;
