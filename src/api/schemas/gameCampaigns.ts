import { z } from './zod';
import { prizeSchema } from './campaign';
import { idish, link, listOf, numberish, textish } from './common';

/** A sign of the zodiac box (`sign`: the fixed key, `name`: in the asked language). */
export const zodiacSignSchema = z.object({ sign: z.string().min(1).max(32), name: textish });
export type ZodiacSign = z.infer<typeof zodiacSignSchema>;

/**
 * The zodiac box (store state surprise_id / surprise_images, spec §3): the box on offer, its
 * pictures, the signs to choose from and what this shopper already opened (null: not yet).
 */
export const zodiacBoxSchema = z.object({
  surprise_id: idish,
  surprise_images: listOf(link),
  signs: listOf(zodiacSignSchema),
  opened: z.object({ sign: z.string(), prize: prizeSchema }).nullish(),
});
export type ZodiacBox = z.infer<typeof zodiacBoxSchema>;

/** What opening the box gave: the sign chosen and the prize (the backend's draw). */
export const zodiacOpeningSchema = z.object({ sign: z.string(), prize: prizeSchema });
export type ZodiacOpening = z.infer<typeof zodiacOpeningSchema>;

/** A campaign's prize list: each prize with the game level that reaches it. */
export const campaignPrizeListSchema = z.object({
  list: listOf(z.object({ level: numberish, prize: prizeSchema })),
});
export type CampaignPrizeList = z.infer<typeof campaignPrizeListSchema>;
