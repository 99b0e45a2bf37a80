import { FIXED_DATES } from '../../fixtures/locale';
import type { ZodiacOpenRecord } from '../campaigns/zodiacRecords';
import { seedDrawCampaigns, type DrawCampaignRecords } from '../campaigns/drawRecords';
import { ACCOUNT_IDS } from '../seedNames';

/** One vote cast (day: the shop's day it was cast on, YYYY-MM-DD). */
export interface VoteCastRecord {
  readonly vote_id: string;
  readonly option_id: number;
  readonly user_id: number;
  readonly day: string;
  readonly cast_at: string;
}

/** One lucky-draw spin and what it won. */
export interface DrawRecord {
  readonly draw_id: string;
  readonly prize_id: number;
  readonly user_id: number;
  readonly drawn_at: string;
}

/** One account's entry in a product lottery. */
export interface LotteryEntryRecord {
  readonly lottery_id: string;
  readonly user_id: number;
  readonly joined_at: string;
}

/** One play of the celebration game. */
export interface GamePlayRecord {
  readonly game_id: string;
  readonly user_id: number;
  readonly score: number;
  readonly day: string;
  readonly played_at: string;
}

/** An account's tarot: the card held (null after a reset) and how many cards it has drawn. */
export interface TarotRecord {
  card_id: number | null;
  question: string | null;
  draws: number;
}

export interface CampaignRecords {
  readonly votes: VoteCastRecord[];
  readonly draws: DrawRecord[];
  readonly lotteryEntries: LotteryEntryRecord[];
  readonly gamePlays: GamePlayRecord[];
  readonly tarot: Record<number, TarotRecord>;
  /** The draw list's entries, chosen free gifts and lottery purchases (mocks/shop/campaigns/drawRecords.ts). */
  readonly drawCampaigns: DrawCampaignRecords;
  /** Zodiac boxes opened (mocks/shop/campaigns/zodiacBox.ts). */
  readonly zodiacBoxes: ZodiacOpenRecord[];
}

/** The shopper won 200 points in the Songkran spin last week; nothing else has been played yet. */
export function seedCampaigns(): CampaignRecords {
  return {
    votes: [],
    draws: [{ draw_id: 'D-0', prize_id: 3, user_id: ACCOUNT_IDS.shopper, drawn_at: FIXED_DATES.lastWeek }],
    // The shopper joined the ฿99 cushion lottery (mocks/shop/campaigns/lotteryDeals.ts) and won it.
    lotteryEntries: [{ lottery_id: 'L-7', user_id: ACCOUNT_IDS.shopper, joined_at: FIXED_DATES.lastMonth }],
    gamePlays: [],
    tarot: {},
    drawCampaigns: seedDrawCampaigns(),
    zodiacBoxes: [],
  };
}
