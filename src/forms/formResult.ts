import { z } from 'zod';
import type { FormResult } from './formPost';

const TEXT_MAX = 300;
const NAME = z.string().min(1).max(64).regex(/^[\w.:-]+$/);

/** A form post's result as read back from the flash cookie (or an action's answer): anything else is ignored. */
export const formResultSchema = z.object({
  intent: NAME,
  key: NAME.optional(),
  outcome: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('ok'), messageKey: NAME.optional() }),
    z.object({
      kind: z.literal('refused'),
      code: z.number().int().optional(),
      message: z.string().max(TEXT_MAX).optional(),
      messageKey: NAME.optional(),
    }),
  ]),
}) satisfies z.ZodType<FormResult>;

/** The form result in `value`, or null when it is not one. */
export function parseFormResult(value: unknown): FormResult | null {
  const parsed = formResultSchema.safeParse(value);
  if (!parsed.success) return null;
  const { intent, key, outcome } = parsed.data;
  return { intent, ...(key !== undefined ? { key } : {}), outcome: stripUndefined(outcome) };
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
