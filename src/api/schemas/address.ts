import { z } from './zod';
import { boolish, idish, listOf } from './common';
import { addressSchema } from './order';

/**
 * A delivery address the shopper keeps in the account (the order-confirm address plus whether it is
 * the default one, the address checkout takes first).
 */
export const savedAddressSchema = addressSchema.extend({
  is_default: boolish.nullish(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/**
 * The account's addresses (chosen shape): the default first. Every address call answers with the
 * whole list as it now stands; a save also names the address it wrote (`saved_id`).
 */
export const addressListSchema = z.object({
  list: listOf(savedAddressSchema),
  saved_id: idish.nullish(),
});
export type AddressList = z.infer<typeof addressListSchema>;
