import { z } from './zod';
import { boolish, idish, link, listOf, numberish, textish } from './common';
import { prizeSchema } from './campaign';

/** A lucky draw's phase, as the backend judges it from its own clock. */
export const drawPhaseSchema = z.enum(['running', 'upcoming', 'ended']);
export type DrawPhase = z.infer<typeof drawPhaseSchema>;

/** How a shopper may enter: by spending points, or with a paid order of at least `min_spend` baht. */
export const drawEntryRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('points'), points: numberish }),
  z.object({ kind: z.literal('purchase'), min_spend: numberish }),
]);
export type DrawEntryRule = z.infer<typeof drawEntryRuleSchema>;

/** A coupon a draw put in the shopper's coupons (the prize, or the consolation of a lost draw). */
export const drawCouponSchema = z.object({ coupon_id: idish, title: textish });

/** What an entry came to: the backend decides it, never the browser. */
export const drawOutcomeSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('won'), prize: prizeSchema, claim: textish, coupon: drawCouponSchema.nullish() }),
  z.object({ result: z.literal('lost'), consolation: drawCouponSchema.nullish() }),
]);
export type DrawOutcome = z.infer<typeof drawOutcomeSchema>;

/** One entry of the shopper in a lucky draw, with its outcome. */
export const drawEntrySchema = z.object({
  entry_id: idish,
  draw_id: idish,
  title: textish,
  entered_at: z.string(),
  outcome: drawOutcomeSchema,
});
export type DrawEntry = z.infer<typeof drawEntrySchema>;

/** A lucky draw in the list: its phase, dates, main prize and whether the viewer has entered. */
export const drawSummarySchema = z.object({
  draw_id: idish,
  title: textish,
  image: link.nullish(),
  phase: drawPhaseSchema,
  starts_at: z.string(),
  ends_at: z.string(),
  prize: prizeSchema,
  entered: boolish,
});
export type DrawSummary = z.infer<typeof drawSummarySchema>;

/** The draw list; `server_time` is the backend's clock, the base of every countdown. */
export const drawListSchema = z.object({ server_time: z.string(), list: listOf(drawSummarySchema) });
export type DrawList = z.infer<typeof drawListSchema>;

/** One lucky draw: the list's fields, the rule, the description and the viewer's entry (when entered). */
export const drawDetailSchema = drawSummarySchema.extend({
  server_time: z.string(),
  description: textish,
  rule: drawEntryRuleSchema,
  entry: drawEntrySchema.nullish(),
});
export type DrawDetail = z.infer<typeof drawDetailSchema>;

/** The shopper's entries, newest first. */
export const drawEntriesSchema = z.object({ list: listOf(drawEntrySchema) });

/** A free gift to choose. */
export const giftOptionSchema = z.object({ gift_id: idish, name: textish, image: link.nullish(), value: numberish });
export type GiftOption = z.infer<typeof giftOptionSchema>;

/** What a chosen gift came to: the gift and how it reaches the shopper. */
export const giftClaimSchema = z.object({ claim_id: idish, campaign_id: idish, campaign_title: textish, gift: giftOptionSchema, claimed_at: z.string(), delivery: textish });
export type GiftClaim = z.infer<typeof giftClaimSchema>;

/** A gift campaign (the new-user gift or a campaign's): the gifts and the viewer's claim, if any. */
export const giftCampaignSchema = z.object({
  campaign_id: idish,
  kind: z.enum(['new_user', 'campaign']),
  title: textish,
  ends_at: z.string(),
  gifts: listOf(giftOptionSchema),
  /** Why the viewer cannot choose (not a new user, ended); null when they may. */
  refusal: textish.nullish(),
  claim: giftClaimSchema.nullish(),
});
export type GiftCampaign = z.infer<typeof giftCampaignSchema>;

/** What buying at the lottery price did: the cart's new count. */
export const lotteryPurchaseSchema = z.object({ team_id: idish, price: numberish, shopcartnum: numberish });
