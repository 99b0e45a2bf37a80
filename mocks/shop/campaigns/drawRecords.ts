import { FIXED_DATES } from '../../fixtures/locale';
import { ACCOUNT_IDS } from '../seedNames';

/** One entry of an account in a lucky draw, its outcome and the coupon it put in the account's coupons. */
export interface DrawEntryRecord {
  readonly entry_id: number;
  readonly draw_id: string;
  readonly user_id: number;
  readonly entered_at: string;
  readonly outcome: 'won' | 'lost';
  readonly coupon_id: string | null;
}

/** A free gift an account chose. */
export interface GiftClaimRecord {
  readonly claim_id: number;
  readonly campaign_id: string;
  readonly gift_id: string;
  readonly user_id: number;
  readonly claimed_at: string;
}

/** A won lottery's product bought at the lottery price (once per account). */
export interface LotteryPurchaseRecord {
  readonly lottery_id: string;
  readonly user_id: number;
  readonly bought_at: string;
}

/** The draw-list entries, chosen gifts and lottery purchases of the shop. */
export interface DrawCampaignRecords {
  readonly entries: DrawEntryRecord[];
  readonly giftClaims: GiftClaimRecord[];
  readonly lotteryPurchases: LotteryPurchaseRecord[];
}

/** The first entry id a session hands out (the seed uses 1). */
export const FIRST_DRAW_ENTRY_ID = 2;
/** The first gift claim id a session hands out. */
export const FIRST_GIFT_CLAIM_ID = 2;

/** The shopper won 300 points in February's Valentine's draw and chose the Songkran gift last week; nothing else yet. */
export function seedDrawCampaigns(): DrawCampaignRecords {
  return {
    entries: [{ entry_id: 1, draw_id: 'LD-100', user_id: ACCOUNT_IDS.shopper, entered_at: FIXED_DATES.lastMonth, outcome: 'won', coupon_id: null }],
    giftClaims: [{ claim_id: 1, campaign_id: 'songkran', gift_id: '51005', user_id: ACCOUNT_IDS.shopper, claimed_at: FIXED_DATES.lastWeek }],
    lotteryPurchases: [],
  };
}
