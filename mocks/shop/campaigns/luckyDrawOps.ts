import type { z } from 'zod';
import type { drawDetailSchema, drawEntrySchema, drawListSchema, drawSummarySchema } from '../../../src/api/schemas/draws';
import { pickText, type MockLocale } from '../../fixtures/locale';
import { nowText, tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import { catalogueCoupon } from '../shopping/couponCatalogue';
import { PAID_STATUSES } from '../shopping/membership';
import { ownerKeyOf } from '../shopping/owners';
import { pointsBalance } from '../shopping/pointsOps';
import { signedInId } from '../social/account';
import { unknown } from '../social/socialFailures';
import { drawCampaignById, LUCKY_DRAW_CAMPAIGNS, prizeImage, type DrawPrizeSeed, type LuckyDrawCampaign } from './drawCatalogue';
import { refuseDraw } from './drawFailures';
import { FIRST_DRAW_ENTRY_ID, type DrawEntryRecord } from './drawRecords';
import { drawPoints, grantCoupon } from './grants';

type Phase = z.input<typeof drawSummarySchema>['phase'];

/** A draw's phase by the shop's clock. */
export function drawPhase(state: ShopState, draw: LuckyDrawCampaign): Phase {
  const now = nowText(state.clock);
  if (now < draw.starts_at) return 'upcoming';
  return now > draw.ends_at ? 'ended' : 'running';
}

const entriesOf = (state: ShopState) => state.social.campaigns.drawCampaigns.entries;
const entryOf = (state: ShopState, drawId: string, userId: number | null) =>
  userId === null ? undefined : entriesOf(state).find((entry) => entry.draw_id === drawId && entry.user_id === userId);

function renderPrize(prize: DrawPrizeSeed, locale: MockLocale) {
  return { prize_id: prize.prize_id, name: pickText(prize.name, locale), image: prizeImage(prize), type: prize.kind };
}

const CLAIM = {
  coupon: { th: 'คูปองอยู่ในคูปองของฉันแล้ว ใช้ได้ตอนชำระเงิน', en: 'The coupon is in My coupons: use it at checkout.', zh: '优惠券已放入我的优惠券，结账时使用。' },
  points: { th: 'เพิ่มคะแนนเข้าบัญชีของคุณแล้ว', en: 'The points are in your account.', zh: '积分已存入您的账户。' },
  product: {
    th: 'เราจะจัดส่งของรางวัลฟรีไปยังที่อยู่หลักของคุณภายใน 7 วัน',
    en: 'We ship the prize free to your default address within 7 days.',
    zh: '我们将在7天内免费寄送奖品至您的默认地址。',
  },
} as const;

function couponOf(couponId: string | null, locale: MockLocale) {
  const coupon = couponId === null ? undefined : catalogueCoupon(couponId);
  return coupon ? { coupon_id: coupon.id, title: pickText(coupon.title, locale) } : null;
}

/** An entry as the shop answers it. */
export function renderEntry(entry: DrawEntryRecord, locale: MockLocale): z.input<typeof drawEntrySchema> {
  const draw = drawCampaignById(entry.draw_id);
  const title = draw ? pickText(draw.title, locale) : entry.draw_id;
  const coupon = couponOf(entry.coupon_id, locale);
  const outcome =
    entry.outcome === 'won' && draw
      ? { result: 'won' as const, prize: renderPrize(draw.prize, locale), claim: pickText(CLAIM[draw.prize.kind], locale), coupon }
      : { result: 'lost' as const, consolation: coupon };
  return { entry_id: entry.entry_id, draw_id: entry.draw_id, title, entered_at: entry.entered_at, outcome };
}

function renderSummary(state: ShopState, draw: LuckyDrawCampaign, locale: MockLocale, viewer: number | null): z.input<typeof drawSummarySchema> {
  return {
    draw_id: draw.draw_id,
    title: pickText(draw.title, locale),
    image: prizeImage(draw.prize),
    phase: drawPhase(state, draw),
    starts_at: draw.starts_at,
    ends_at: draw.ends_at,
    prize: renderPrize(draw.prize, locale),
    entered: entryOf(state, draw.draw_id, viewer) ? 1 : 0,
  };
}

/** getLuckyDraws: every draw (running, upcoming, ended) and the shop's time. */
export function luckyDrawList(state: ShopState, locale: MockLocale, viewer: number | null): z.input<typeof drawListSchema> {
  return { server_time: nowText(state.clock), list: LUCKY_DRAW_CAMPAIGNS.map((draw) => renderSummary(state, draw, locale, viewer)) };
}

/** getLuckyDrawDetail: one draw with its rule and the viewer's entry; an unknown draw is 404. */
export function luckyDrawDetail(state: ShopState, drawId: string | undefined, locale: MockLocale, viewer: number | null): ShopOutcome<z.input<typeof drawDetailSchema>> {
  const draw = drawCampaignById(drawId);
  if (!draw) return unknown('campaign');
  const entry = entryOf(state, draw.draw_id, viewer);
  return {
    ...renderSummary(state, draw, locale, viewer),
    server_time: nowText(state.clock),
    description: pickText(draw.description, locale),
    rule: draw.rule,
    entry: entry ? renderEntry(entry, locale) : null,
  };
}

function qualifyingOrder(state: ShopState, userId: number, minSpend: number): boolean {
  return state.shopping.orders.some((order) => order.owner === userId && PAID_STATUSES.includes(order.status) && order.pay_total >= minSpend);
}

/** What an outcome gives the winner (or the consolation coupon the loser gets): the coupon id held, if any. */
function award(state: ShopState, draw: LuckyDrawCampaign, userId: number, at: string): ShopOutcome<string | null> {
  if (draw.outcome === 'lost') {
    if (draw.consolation_coupon_id === null) return null;
    const held = grantCoupon(state, userId, draw.consolation_coupon_id, at);
    return isFailure(held) ? held : draw.consolation_coupon_id;
  }
  const prize = draw.prize;
  if (prize.kind === 'coupon') {
    const held = grantCoupon(state, userId, prize.coupon_id, at);
    return isFailure(held) ? held : prize.coupon_id;
  }
  if (prize.kind === 'points') {
    const credited = drawPoints(state, userId, prize.points);
    if (isFailure(credited)) return credited;
  }
  return null;
}

/**
 * enterLuckyDraw: the signed-in shopper enters a running draw once, spending its points or showing
 * a paid order of its minimum spend; the backend's outcome is recorded and its coupon or points
 * land in the account. Refused: a guest (401), an unknown draw (404), not started, ended, a second
 * entry, too few points, no qualifying order.
 */
export function enterLuckyDraw(state: ShopState, input: { draw_id?: string }, locale: MockLocale): ShopOutcome<z.input<typeof drawEntrySchema>> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const draw = drawCampaignById(input.draw_id);
  if (!draw) return unknown('campaign');
  const phase = drawPhase(state, draw);
  if (phase === 'upcoming') return refuseDraw('drawNotStarted');
  if (phase === 'ended') return refuseDraw('drawEnded');
  if (entryOf(state, draw.draw_id, userId)) return refuseDraw('drawEnteredTwice');
  if (draw.rule.kind === 'points' && pointsBalance(state, ownerKeyOf(userId)) < draw.rule.points) return refuseDraw('drawNotEnoughPoints');
  if (draw.rule.kind === 'purchase' && !qualifyingOrder(state, userId, draw.rule.min_spend)) return refuseDraw('drawNoPurchase');
  const entryId = newId(state, 'drawEntry', FIRST_DRAW_ENTRY_ID);
  if (isFailure(entryId)) return entryId;
  if (draw.rule.kind === 'points') {
    const spent = drawPoints(state, userId, -draw.rule.points);
    if (isFailure(spent)) return spent;
  }
  const at = tick(state.clock);
  const couponId = award(state, draw, userId, at);
  if (isFailure(couponId)) return couponId;
  const entry: DrawEntryRecord = { entry_id: entryId, draw_id: draw.draw_id, user_id: userId, entered_at: at, outcome: draw.outcome, coupon_id: couponId };
  entriesOf(state).unshift(entry);
  return renderEntry(entry, locale);
}

/** getMyDrawEntries: the signed-in shopper's entries, newest first. */
export function myDrawEntries(state: ShopState, locale: MockLocale): ShopOutcome<{ list: z.input<typeof drawEntrySchema>[] }> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  return { list: entriesOf(state).filter((entry) => entry.user_id === userId).map((entry) => renderEntry(entry, locale)) };
}
