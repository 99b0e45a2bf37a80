/** One zodiac box opened: who, which box, with which sign, what it gave. */
export interface ZodiacOpenRecord {
  readonly surprise_id: string;
  readonly user_id: number;
  readonly sign: string;
  readonly prize_id: number;
  readonly opened_at: string;
}
