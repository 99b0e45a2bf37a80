import { z } from './zod';
import { boolish, link, numberish } from './common';
import { surpriseBoxSchema, userSchema } from './user';

/**
 * The fields spec §7 says every legacy web and "go" response may carry
 * (errcode, errmsg, msg, data, shopcartnum, is_login, userInfo, session_id, surprise_box,
 * need_login, login_link) plus err_timeout and an error link (spec §8).
 */
export const legacyEnvelopeShape = {
  errcode: numberish,
  errmsg: z.string().nullish(),
  msg: z.string().nullish(),
  shopcartnum: numberish.nullish(),
  is_login: boolish.nullish(),
  userInfo: userSchema.nullish(),
  session_id: z.string().nullish(),
  surprise_box: surpriseBoxSchema.nullish(),
  need_login: boolish.nullish(),
  login_link: link.nullish(),
  err_timeout: boolish.nullish(),
  error_link: link.nullish(),
};

/** The legacy envelope without its data: what the client checks before the endpoint's schema. */
export const legacyEnvelopeSchema = z.object({ ...legacyEnvelopeShape, data: z.unknown().optional() });
export type LegacyEnvelope = z.infer<typeof legacyEnvelopeSchema>;

/** A legacy (or go) response whose data has the given schema, plus optional top-level extras. */
export function legacyResponse<D extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(data: D, extra?: E) {
  return z.object({ ...legacyEnvelopeShape, ...(extra ?? ({} as E)), data });
}

/** Booking responses read code, message, data and toast_message.text (spec §7). */
export const bookingEnvelopeShape = {
  code: numberish,
  message: z.string().nullish(),
  toast_message: z.object({ text: z.string().nullish() }).nullish(),
  is_login: boolish.nullish(),
  redirect_url: link.nullish(),
};

export const bookingEnvelopeSchema = z.object({ ...bookingEnvelopeShape, data: z.unknown().optional() });
export type BookingEnvelope = z.infer<typeof bookingEnvelopeSchema>;

export function bookingResponse<D extends z.ZodType>(data: D) {
  return z.object({ ...bookingEnvelopeShape, data });
}

/** The card vault answers with a token or an error object (its own format, not the shop's). */
export const vaultEnvelopeSchema = z.object({
  error: z.object({ code: z.union([z.string(), z.number()]).optional(), message: z.string().optional() }).nullish(),
  data: z.unknown().optional(),
});
export type VaultEnvelope = z.infer<typeof vaultEnvelopeSchema>;

export function vaultResponse<D extends z.ZodType>(data: D) {
  return z.object({ error: vaultEnvelopeSchema.shape.error, data });
}
