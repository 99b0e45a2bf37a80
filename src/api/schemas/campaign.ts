import { z } from './zod';
import { boolish, idish, link, listOf, numberish, textish } from './common';

/** A vote campaign. */
export const voteSchema = z.object({
  vote_id: idish,
  title: textish,
  options: listOf(z.object({ id: idish, title: textish, image: link.nullish(), votes: numberish })),
  voted_option_id: idish.nullish(),
  ends_at: z.string(),
});
export type Vote = z.infer<typeof voteSchema>;

/** A prize of a lucky draw, lottery or game. */
export const prizeSchema = z.object({
  prize_id: idish,
  name: textish,
  image: link.nullish(),
  type: z.enum(['coupon', 'product', 'points', 'none']),
});
export type Prize = z.infer<typeof prizeSchema>;

export const luckyDrawSchema = z.object({
  draw_id: idish,
  title: textish,
  chances: numberish,
  prizes: listOf(prizeSchema),
  ends_at: z.string(),
});
export type LuckyDraw = z.infer<typeof luckyDrawSchema>;

export const drawResultSchema = z.object({ prize: prizeSchema, chances: numberish });
export type DrawResult = z.infer<typeof drawResultSchema>;

export const myDrawsSchema = z.object({ list: listOf(z.object({ prize: prizeSchema, drawn_at: z.string() })) });

/** The product a lottery is for, at its own price and at the lottery price. */
export const lotteryProductSchema = z.object({ team_id: idish, name: textish, image: link.nullish(), price: numberish, lottery_price: numberish });

/** A lottery's result for the viewer: pending until it is drawn. */
export const lotteryResultSchema = z.enum(['pending', 'won', 'lost', 'not_joined']);
export type LotteryResult = z.infer<typeof lotteryResultSchema>;

/** A product lottery (product_lottery.php); server_time, product, result and bought where the backend sends them. */
export const lotterySchema = z.object({
  id: idish,
  module_id: idish.nullish(),
  title: textish,
  joined: boolish,
  participants: numberish,
  draw_at: z.string(),
  prizes: listOf(prizeSchema),
  server_time: z.string().nullish(),
  product: lotteryProductSchema.nullish(),
  result: lotteryResultSchema.nullish(),
  bought: boolish.nullish(),
});
export type Lottery = z.infer<typeof lotterySchema>;

/** The celebration (anniversary) game. */
export const gameStateSchema = z.object({
  game_id: z.string(),
  plays_left: numberish,
  score: numberish,
  level: numberish.nullish(),
  prizes: listOf(prizeSchema),
});
export type GameState = z.infer<typeof gameStateSchema>;

/** A tarot reading. */
export const tarotSchema = z.object({
  card_id: idish,
  name: textish,
  image: link,
  reading: z.string(),
  recommended_team_ids: listOf(idish),
});
export type Tarot = z.infer<typeof tarotSchema>;
