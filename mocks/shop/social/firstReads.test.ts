import { describe, expect, it } from 'vitest';
import { buildBrandInfoBody, buildFlagshipInfo } from '../../fixtures/brands';
import { buildPost, buildPosts, buildTagDetail } from '../../fixtures/community';
import { FIXED_DATES, image, pickText, type MockLocale } from '../../fixtures/locale';
import { pageOfList } from '../../fixtures/paging';
import { buildReview, buildReviews, buildTeamDetail, buildTeams } from '../../fixtures/products';
import { campaignMocks } from '../../handlers/campaigns';
import { catalogMocks } from '../../handlers/catalog';
import { communityMocks } from '../../handlers/community';
import { layoutMocks } from '../../handlers/layout';
import { productMocks } from '../../handlers/product';
import { buildShopState } from '../buildShopState';
import type { SeedName } from '../seedNames';
import { testRequest } from './testRequest';
import { socialUserCenterMocks } from './userCenterMocks';

/**
 * The first read of the guest and shopper seeds answers what the fixtures answered before the shop
 * had state, so no existing screenshot moves. The expected values are the fixture calls the
 * handlers made before.
 */
const LOCALES: readonly MockLocale[] = ['th_TH', 'en_US', 'zh_CN'];
const cases = (['guest', 'shopper'] as const).flatMap((seed) => LOCALES.map((locale) => [seed, locale] as const));
const read = (seed: SeedName, locale: MockLocale, mock: { ok: (request: ReturnType<typeof testRequest>) => unknown }, params: Record<string, string> = {}) =>
  mock.ok(testRequest(buildShopState(seed), params, locale));

const prizes = (locale: MockLocale) => [
  { prize_id: 1, name: pickText({ th: 'คูปองลด ฿100', en: '฿100 coupon', zh: '100泰铢优惠券' }, locale), image: image('prize-coupon'), type: 'coupon' as const },
  { prize_id: 2, name: pickText({ th: 'เซรั่มขมิ้นชันไซซ์จริง', en: 'Full-size turmeric serum', zh: '姜黄精华正装' }, locale), image: image('prize-serum'), type: 'product' as const },
  { prize_id: 3, name: pickText({ th: '200 คะแนน', en: '200 points', zh: '200积分' }, locale), image: null, type: 'points' as const },
];

describe.each(cases)('first read of the %s seed in %s', (seed, locale) => {
  it('product: detail (of a product not in the shopper’s lists), reviews, review detail', () => {
    expect(read(seed, locale, productMocks.getProductDetail, { id: '50009' })).toEqual(buildTeamDetail(8, locale));
    expect(read(seed, locale, productMocks.getProductDetail, { id: '50012' })).toEqual(buildTeamDetail(11, locale));
    expect(read(seed, locale, productMocks.getProductReviews, { team_id: '50001' })).toEqual({
      list: buildReviews(3, locale),
      paging: { page: 1, page_size: 10, total: 3, has_more: 0 },
      score: 4.8,
    });
    expect(read(seed, locale, productMocks.getReviewDetail, { id: '80001' })).toEqual(buildReview(0, locale));
  });

  it('brand: info, page header, reviews in pages of three', () => {
    expect(read(seed, locale, layoutMocks.getBrandInfo, { sign: 'lotus-dew' })).toEqual(buildBrandInfoBody('lotus-dew', locale).data);
    expect(read(seed, locale, catalogMocks.getBrandPage, { sign: 'andaman-sun' })).toMatchObject({ brand: buildFlagshipInfo(2, locale) });
    for (const page of [1, 2]) {
      expect(read(seed, locale, catalogMocks.getBrandReviews, { sign: 'siam-herb-lab', page: String(page) })).toEqual({
        ...pageOfList(buildReviews(6, locale), page, 3),
        score: 4.7,
      });
    }
  });

  it('community: home, experiences, feeds, detail, tag, translation', () => {
    const posts = { list: buildPosts(4, locale), paging: { page: 1, page_size: 10, total: 4, has_more: 0 } };
    expect(read(seed, locale, communityMocks.getCommunityHome)).toEqual(posts);
    expect(read(seed, locale, communityMocks.getCommunityExperiences)).toEqual(posts);
    expect(read(seed, locale, communityMocks.getFeeds)).toEqual(posts);
    expect(read(seed, locale, communityMocks.getFeedDetail, { id: '30001' })).toMatchObject(buildPost(0, locale));
    expect(read(seed, locale, communityMocks.getTagDetail, { id: '1' })).toEqual(buildTagDetail(locale));
    expect(read(seed, locale, communityMocks.translateComment, { id: '80001', lang: 'en_US' })).toEqual({
      id: '80001',
      lang: 'en_US',
      trans_res: 'Two weeks in and my skin really is brighter. Fast delivery!',
    });
  });

  it('campaigns: vote, lucky draw, lottery, game', () => {
    expect(read(seed, locale, campaignMocks.getVote, { vote_id: 'V-1' })).toEqual({
      vote_id: 'V-1',
      title: pickText({ th: 'โหวตสีลิปแห่งปี', en: 'Vote for lip colour of the year', zh: '年度唇色投票' }, locale),
      options: [
        { id: 1, title: pickText({ th: 'กุหลาบมอญ', en: 'Damask Rose', zh: '大马士革玫瑰' }, locale), image: image('vote-1'), votes: 1_204 },
        { id: 2, title: pickText({ th: 'พีชมะม่วง', en: 'Mango Peach', zh: '芒果蜜桃' }, locale), image: image('vote-2'), votes: 987 },
      ],
      voted_option_id: null,
      ends_at: FIXED_DATES.nextMonth,
    });
    expect(read(seed, locale, campaignMocks.getLuckyDraw, { draw_id: 'D-1' })).toEqual({
      draw_id: 'D-1',
      title: pickText({ th: 'หมุนวงล้อลุ้นรางวัล', en: 'Spin to win', zh: '转盘抽奖' }, locale),
      chances: 2,
      prizes: prizes(locale),
      ends_at: FIXED_DATES.nextWeek,
    });
    expect(read(seed, locale, campaignMocks.getLottery, { id: 'L-1', module_id: '7' })).toEqual({
      id: 'L-1',
      module_id: '7',
      title: pickText({ th: 'ลุ้นรับคุชชั่นฟรี', en: 'Win a free cushion', zh: '免费赢气垫' }, locale),
      joined: 0,
      participants: 5_321,
      draw_at: FIXED_DATES.nextWeek,
      prizes: prizes(locale).slice(1, 2),
      // The product, its lottery price and the viewer's result (mocks/shop/campaigns/lotteryDeals.ts).
      server_time: FIXED_DATES.now,
      product: expect.objectContaining({ team_id: '50011', price: 890, lottery_price: 199 }),
      result: 'not_joined',
      bought: 0,
    });
    expect(read(seed, locale, campaignMocks.getCelebrationGame, { game_id: 'anniversary_13th' })).toEqual({
      game_id: 'anniversary_13th',
      plays_left: 3,
      score: 0,
      level: 1,
      prizes: [],
    });
  });
});

describe.each(LOCALES)('the shopper’s account lists (%s)', (locale) => {
  it('favourites (eight in pages of four), recently viewed, reminders, my reviews, my draws, blogger progress', () => {
    expect(read('shopper', locale, socialUserCenterMocks.getFavorites)).toEqual(pageOfList(buildTeams(8, locale), 1, 4));
    expect(read('shopper', locale, socialUserCenterMocks.getFavorites, { page: '2' })).toEqual(pageOfList(buildTeams(8, locale), 2, 4));
    const four = { list: buildTeams(4, locale), paging: { page: 1, total: 4 } };
    expect(read('shopper', locale, socialUserCenterMocks.getRecentlyViewed)).toEqual(four);
    expect(read('shopper', locale, socialUserCenterMocks.getReminders)).toEqual(four);
    expect(read('shopper', locale, socialUserCenterMocks.getMyReviews)).toEqual({ list: buildReviews(2, locale) });
    expect(read('shopper', locale, campaignMocks.getMyDraws)).toEqual({ list: [{ prize: prizes(locale)[2], drawn_at: FIXED_DATES.lastWeek }] });
    expect(read('shopper', locale, socialUserCenterMocks.getBloggerProgress)).toEqual({ status: 'applying', cashback_total: 0, message: null, form_url: '/m/blogger/blogger_form', applied_at: FIXED_DATES.lastWeek });
  });

  it('a product in the shopper’s favourites and reminders reads as liked and reminded (the one change from the fixtures)', () => {
    expect(read('shopper', locale, productMocks.getProductDetail, { id: '50001' })).toEqual({ ...buildTeamDetail(0, locale), is_liked: 1, reminder_set: 1 });
    expect(read('guest', locale, productMocks.getProductDetail, { id: '50001' })).toEqual(buildTeamDetail(0, locale));
  });
});
