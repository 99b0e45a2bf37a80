/** The three anniversary campaigns one page serves. */
export type AnniversaryKey = '10th' | '11th' | '13th';

/** One anniversary's configuration: its celebration game, its vote (one per shopper) and its address. */
export interface AnniversaryCampaign {
  readonly key: AnniversaryKey;
  readonly gameId: string;
  readonly voteId: string;
  readonly path: string;
}

export const ANNIVERSARIES: Readonly<Record<AnniversaryKey, AnniversaryCampaign>> = {
  '10th': { key: '10th', gameId: 'anniversary_10th', voteId: 'A10-V', path: '/m/game/anniversary_10th' },
  '11th': { key: '11th', gameId: 'anniversary_11th', voteId: 'A11-V', path: '/m/lucky_game/anniversary_11th' },
  '13th': { key: '13th', gameId: 'anniversary_13th', voteId: 'V-1', path: '/m/koko/anniversary_13th' },
};

/** The most taps a round counts; each tap is worth TAP_POINTS. */
export const MAX_TAPS = 10;
export const TAP_POINTS = 100;
