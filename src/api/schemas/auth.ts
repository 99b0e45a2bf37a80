import { z } from './zod';
import { boolish, numberish } from './common';

/** A code sent by SMS or email. */
export const codeSentSchema = z.object({ sent: boolish, resend_after: numberish });
export type CodeSent = z.infer<typeof codeSentSchema>;

/** The slider-puzzle captcha (310x155 px background). */
export const slideCaptchaSchema = z.object({
  token: z.string(),
  background: z.string(),
  slider: z.string(),
  y: numberish,
  width: numberish,
  height: numberish,
});
export type SlideCaptcha = z.infer<typeof slideCaptchaSchema>;

/** A passed captcha yields a ticket for the call it guarded. */
export const captchaTicketSchema = z.object({ ticket: z.string(), verified: boolish });
export type CaptchaTicket = z.infer<typeof captchaTicketSchema>;
