import { z } from './zod';
import { boolish, idish, listOf, numberish, pagingSchema, textish } from './common';
import { orderItemSchema } from './order';

/** A refund request. */
export const refundSchema = z.object({
  refund_id: idish,
  order_id: idish,
  status: z.string(),
  status_text: textish.nullish(),
  amount: numberish,
  reason: z.string().nullish(),
  items: listOf(orderItemSchema),
  created_at: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundPageSchema = z.object({ list: listOf(refundSchema), paging: pagingSchema.nullish() });

/** Refund detail: the request and its progress. */
export const refundDetailSchema = refundSchema.extend({
  steps: listOf(z.object({ title: textish, time: z.string().nullish(), done: boolish })),
  return_method: z.string().nullish(),
});
export type RefundDetail = z.infer<typeof refundDetailSchema>;

/** Options for a refund request: reasons and return methods. */
export const refundOptionsSchema = z.object({
  reasons: listOf(z.object({ id: idish, text: textish })),
  max_amount: numberish,
  items: listOf(orderItemSchema),
});

/** Return methods (book_type), branches and pick-up slots. */
export const refundMethodsSchema = z.object({ list: listOf(z.object({ code: z.string(), name: textish, enabled: boolish })) });
export const refundBranchesSchema = z.object({
  list: listOf(z.object({ id: idish, name: textish, address: z.string(), open_hours: z.string().nullish() })),
});
export const refundPickUpSchema = z.object({ slots: listOf(z.object({ date: z.string(), times: listOf(z.string()) })) });

/** Refund submit answer. */
export const refundSubmitSchema = z.object({ refund_id: idish });
