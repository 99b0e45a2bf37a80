import { z } from './zod';
import { idish, link, listOf, numberish, textish } from './common';

/** spec §3 Banner or module. */
export const bannerSchema = z.object({
  module_id: idish,
  type: z.string(),
  origin_module_type: z.string().nullish(),
  related_id: idish.nullish(),
  related_type: z.string().nullish(),
  special_type: z.string().nullish(),
  bind_module_type_id: idish.nullish(),
  url: link.nullish(),
  image: link.nullish(),
  title: textish.nullish(),
  sort: numberish.nullish(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerListSchema = z.object({ list: listOf(bannerSchema) });
export type BannerList = z.infer<typeof bannerListSchema>;
