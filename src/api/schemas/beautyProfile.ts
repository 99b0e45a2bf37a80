import { z } from './zod';
import { idish, listOf } from './common';

/** The skin types a shopper may choose (the profile and the beauty profile share the one value). */
export const SKIN_TYPES = ['dry', 'oily', 'combination', 'normal', 'sensitive'] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

/** The skin concerns of the beauty profile, any number of them. */
export const SKIN_CONCERNS = ['acne', 'dark_spots', 'wrinkles', 'pores', 'dullness', 'redness', 'dryness', 'dark_circles'] as const;
export type SkinConcern = (typeof SKIN_CONCERNS)[number];

/**
 * The shopper's beauty profile (chosen: spec §2 names the page, §7 no call): skin type, concerns and
 * favourite categories (ids of the classify categories). Recommendations prefer those categories.
 * Values the client does not know are kept as text here and dropped by the page.
 */
export const beautyProfileSchema = z.object({
  skin_type: z.string().nullish(),
  concerns: listOf(z.string()),
  category_ids: listOf(idish),
});
export type BeautyProfile = z.infer<typeof beautyProfileSchema>;
