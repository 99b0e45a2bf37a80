import { numberish } from './numberish';
import { z } from './zod';

/** Tolerant numbers and ids: in a file of their own, built first (see there). */
export { idish, numberish } from './numberish';

/** true/false, 1/0, "1"/"0", "true"/"false". */
export const boolish = z.union([
  z.boolean(),
  z.literal(0).transform(() => false),
  z.literal(1).transform(() => true),
  z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true'),
]);

/** Free text; numbers are accepted and turned into text (titles such as 2024). */
export const textish = z.union([z.string(), z.number().transform(String)]);

/** An address: a path or an absolute URL (never followed without isSafeRedirect). */
export const link = z.string().max(4096);

/** A list the backend sometimes sends as null or {} when empty. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) =>
      value === null || value === undefined || (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0)
        ? []
        : value,
    z.array(item),
  );
}

/** Paging block shared by list responses. */
export const pagingSchema = z.object({
  page: numberish.optional(),
  page_size: numberish.optional(),
  total: numberish.optional(),
  has_more: boolish.optional(),
});
export type Paging = z.infer<typeof pagingSchema>;

/** A data field that carries nothing the client reads (acknowledgements). */
export const ackSchema = z.unknown().optional();
