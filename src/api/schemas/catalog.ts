import { z } from './zod';
import { boolish, idish, link, listOf, textish } from './common';
import { bannerSchema } from './banner';
import { brandSchema, flagshipInfoSchema } from './brand';
import { teamSchema } from './product';

/** A category of the classify page, with its children. */
export const categorySchema = z.object({
  id: idish,
  name: textish,
  icon: link.nullish(),
  children: listOf(z.object({ id: idish, name: textish, icon: link.nullish(), url: link.nullish() })),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.object({ list: listOf(categorySchema), brands: listOf(brandSchema).optional() });

/** A brand page tab (default, category, product, review): modules then products. */
export const brandPageSchema = z.object({
  brand: flagshipInfoSchema,
  modules: listOf(bannerSchema),
  teams: listOf(teamSchema),
});
export type BrandPage = z.infer<typeof brandPageSchema>;

/** The brand calendar: launches by date. */
export const brandCalendarSchema = z.object({
  /** The month shown (YYYY-MM), when the backend says. */
  month: z.string().nullish(),
  list: listOf(
    z.object({
      date: z.string(),
      brand: brandSchema,
      title: textish,
      url: link.nullish(),
      /** The campaign's id, last day and whether the viewer follows the brand (the brand calendar page). */
      event_id: idish.nullish(),
      ends_at: z.string().nullish(),
      is_following: boolish.nullish(),
    }),
  ),
});
export type BrandCalendar = z.infer<typeof brandCalendarSchema>;
