import { z } from './zod';

/**
 * Tolerant scalars: real backends send numbers as strings ("12", "990.00") and flags as 0/1.
 * Anything else (objects, arrays, "abc", NaN) still fails, so a wrong shape stays `malformed`.
 */
export const numberish = z.union([
  z.number().refine(Number.isFinite, 'not a finite number'),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, 'not a numeric string')
    .transform(Number),
]);

/** An id sent either as a number or as a string; kept as a string. */
export const idish = z.union([z.string().min(1).max(128), z.number().int().nonnegative()]).transform(String);
