import { z } from 'zod';
import { numberish } from './common';

/** The card vault's token: the only card data the shop backend ever sees. */
export const cardTokenSchema = z.object({
  token: z.string().min(1),
  last4: z.string().regex(/^\d{4}$/),
  brand: z.string(),
  expiry_month: numberish,
  expiry_year: numberish,
});
export type CardToken = z.infer<typeof cardTokenSchema>;
