import { z } from './zod';
import { idish, listOf, numberish } from './common';

/** The card vault's token: the only card data the shop backend ever sees. */
export const cardTokenSchema = z.object({
  token: z.string().min(1),
  last4: z.string().regex(/^\d{4}$/),
  brand: z.string(),
  expiry_month: numberish,
  expiry_year: numberish,
});
export type CardToken = z.infer<typeof cardTokenSchema>;

/**
 * A card the shopper saved, as the shop backend keeps it: the vault's token (as the card's id), the
 * brand, the last four digits and the expiry. Never the number or the security code.
 */
export const savedCardSchema = z.object({
  card_id: idish,
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expiry_month: numberish.nullish(),
  expiry_year: numberish.nullish(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const savedCardListSchema = z.object({ list: listOf(savedCardSchema) });
