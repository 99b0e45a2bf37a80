import { describe, expect, it } from 'vitest';
import { brandCalendarSchema } from '../../../src/api/schemas/catalog';
import { lotterySchema } from '../../../src/api/schemas/campaign';
import { drawDetailSchema, drawEntriesSchema, drawListSchema, giftCampaignSchema } from '../../../src/api/schemas/draws';
import { buildShopState } from '../buildShopState';
import { cartOf } from '../shopping/cartLines';
import { walletOf } from '../shopping/couponOps';
import { pointsBalance } from '../shopping/pointsOps';
import { ACCOUNT_IDS } from '../seedNames';
import { followBrand } from '../social/follows';
import { lotteryById, renderLottery } from '../social/lotteries';
import { failed, succeeded } from '../social/testFailure';
import { brandCalendar } from './brandCalendar';
import { chooseGift, giftCampaign, giftClaim } from './gifts';
import { buyLotteryProduct } from './lotteryDeals';
import { enterLuckyDraw, luckyDrawDetail, luckyDrawList, myDrawEntries } from './luckyDrawOps';

const shopper = ACCOUNT_IDS.shopper;
const owner = String(shopper);

describe('lucky draws', () => {
  it('lists running, upcoming and ended draws with the shop time', () => {
    const list = drawListSchema.parse(luckyDrawList(buildShopState('shopper'), 'en_US', shopper));
    expect(list.server_time).toBe('2025-03-14 10:30:00');
    expect(list.list.map((draw) => [draw.draw_id, draw.phase, draw.entered])).toEqual([
      ['LD-101', 'running', false],
      ['LD-102', 'running', false],
      ['LD-103', 'upcoming', false],
      ['LD-100', 'ended', true],
    ]);
  });

  it('a points entry spends the points, is lost and puts the consolation coupon in the coupons; a second entry is refused', () => {
    const state = buildShopState('shopper');
    const before = pointsBalance(state, owner);
    const coupons = walletOf(state, owner).length;
    const entry = succeeded(enterLuckyDraw(state, { draw_id: 'LD-101' }, 'en_US'));
    expect(entry.outcome).toEqual({ result: 'lost', consolation: { coupon_id: 'C-3007', title: '฿200 off orders over ฿1,500' } });
    expect(pointsBalance(state, owner)).toBe(before - 100);
    expect(walletOf(state, owner)).toHaveLength(coupons + 1);
    expect(walletOf(state, owner)[0]?.coupon_id).toBe('C-3007');
    expect(failed(enterLuckyDraw(state, { draw_id: 'LD-101' }, 'en_US')).code).toBe(4_163);
    const detail = drawDetailSchema.parse(succeeded(luckyDrawDetail(state, 'LD-101', 'en_US', shopper)));
    expect(detail.entered).toBe(true);
    expect(detail.entry?.outcome.result).toBe('lost');
    const mine = drawEntriesSchema.parse(succeeded(myDrawEntries(state, 'en_US')));
    expect(mine.list.map((item) => item.draw_id)).toEqual(['LD-101', 'LD-100']);
  });

  it('a purchase entry needs a paid order of the minimum spend; a win lands the prize coupon', () => {
    const state = buildShopState('shopper');
    const entry = succeeded(enterLuckyDraw(state, { draw_id: 'LD-102' }, 'th_TH'));
    expect(entry.outcome).toMatchObject({ result: 'won', coupon: { coupon_id: 'C-3007' } });
    expect(failed(enterLuckyDraw(buildShopState('newShopper'), { draw_id: 'LD-102' }, 'en_US')).code).toBe(4_165);
  });

  it('refuses an upcoming or ended draw, too few points, an unknown draw and a guest', () => {
    const state = buildShopState('shopper');
    expect(failed(enterLuckyDraw(state, { draw_id: 'LD-103' }, 'en_US')).code).toBe(4_161);
    expect(failed(enterLuckyDraw(state, { draw_id: 'LD-100' }, 'en_US')).code).toBe(4_162);
    expect(failed(enterLuckyDraw(state, { draw_id: 'nope' }, 'en_US')).code).toBe(404);
    expect(failed(enterLuckyDraw(buildShopState('newShopper'), { draw_id: 'LD-101' }, 'en_US')).code).toBe(4_164);
    expect(failed(enterLuckyDraw(buildShopState('guest'), { draw_id: 'LD-101' }, 'en_US')).code).toBe(401);
  });
});

describe('product lottery', () => {
  it('the winner buys the product once at the lottery price: a cart line at that price', () => {
    const state = buildShopState('shopper');
    const lottery = lotteryById('L-7');
    if (!lottery) throw new Error('no L-7');
    expect(lotterySchema.parse(renderLottery(state, lottery, 'en_US', shopper))).toMatchObject({ joined: true, result: 'won', bought: false, product: { lottery_price: 99 } });
    expect(succeeded(buyLotteryProduct(state, lottery, 'en_US'))).toMatchObject({ team_id: '50011', price: 99 });
    expect(cartOf(state, owner).at(-1)).toMatchObject({ team_id: '50011', addbuy: { price: 99 } });
    expect(failed(buyLotteryProduct(state, lottery, 'en_US')).code).toBe(4_170);
    expect(failed(buyLotteryProduct(buildShopState('newShopper'), lottery, 'en_US')).code).toBe(4_169);
    expect(renderLottery(state, lottery, 'en_US', null).result).toBe('not_joined');
  });
});

describe('gifts', () => {
  it('a new account chooses the new-user gift once; the claim reads back; the shopper (who ordered) is refused', () => {
    const state = buildShopState('newShopper');
    const campaign = giftCampaignSchema.parse(succeeded(giftCampaign(state, {}, 'en_US', ACCOUNT_IDS.newShopper)));
    expect(campaign).toMatchObject({ campaign_id: 'new_user', refusal: null, claim: null });
    const claim = succeeded(chooseGift(state, { campaign_id: 'new_user', gift_id: '51003' }, 'en_US'));
    expect(succeeded(giftClaim(state, { claim_id: String(claim.claim_id) }, 'en_US'))).toEqual(claim);
    expect(failed(chooseGift(state, { campaign_id: 'new_user', gift_id: '51001' }, 'en_US')).code).toBe(4_166);
    expect(failed(chooseGift(buildShopState('shopper'), { campaign_id: 'new_user', gift_id: '51001' }, 'en_US')).code).toBe(4_167);
    expect(failed(chooseGift(state, { campaign_id: 'songkran', gift_id: '51001' }, 'en_US')).code).toBe(4_168);
    expect(failed(giftClaim(buildShopState('shopper'), { claim_id: String(claim.claim_id) }, 'en_US')).code).toBe(404);
  });
});

describe('brand calendar', () => {
  it('lists the month’s campaigns with the viewer’s follows; a bad month is refused', () => {
    const state = buildShopState('shopper');
    const march = brandCalendarSchema.parse(succeeded(brandCalendar(state, {}, 'en_US', shopper)));
    expect(march.month).toBe('2025-03');
    expect(march.list.map((event) => event.event_id)).toEqual(['302', '303']);
    succeeded(followBrand(state, { brand_id: '102', action: 'follow' }));
    expect(brandCalendarSchema.parse(succeeded(brandCalendar(state, { month: '2025-03' }, 'en_US', shopper))).list[0]?.is_following).toBe(true);
    expect(failed(brandCalendar(state, { month: '<script>' }, 'en_US', shopper)).code).toBe(1);
  });
});
