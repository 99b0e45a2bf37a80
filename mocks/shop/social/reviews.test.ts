import { describe, expect, it } from 'vitest';
import { buildReview, buildReviews } from '../../fixtures/products';
import { catalogMocks } from '../../handlers/catalog';
import { orderMocks } from '../../handlers/orders';
import { productMocks } from '../../handlers/product';
import { buildShopState } from '../buildShopState';
import { ACCOUNT_IDS } from '../seedNames';
import { confirmReceipt } from '../shopping/orderLifecycle';
import { likeReview, replyToReview, writeReview, type WriteReviewInput } from './reviewOps';
import { anonymousName, brandReviews, myReviews, productReviews, reviewSquare } from './reviewViews';
import { failed, succeeded } from './testFailure';
import { testRequest } from './testRequest';
import { socialUserCenterMocks } from './userCenterMocks';

const shopper = ACCOUNT_IDS.shopper;

/** The shopper's shop once the shipped order 20250303 arrived (received: its products may be reviewed). */
function deliveredShop() {
  const state = buildShopState('shopper');
  succeeded(confirmReceipt(state, { orderId: '20250303' }));
  return state;
}

/** Order 20250303 holds products 50003 and 50007 (buildOrder(2)); nothing of it is reviewed yet. */
const review = (overrides: Partial<WriteReviewInput> = {}): WriteReviewInput => ({
  order_id: '20250303',
  team_id: '50003',
  score: 4,
  content: 'Soft and light, my skin drinks it.',
  images: ['/static/mock/mine-1.webp'],
  lang: 'en_US',
  ...overrides,
});

describe('writing a review', () => {
  it('a bought product: the review shows first in the product’s, the brand’s and my reviews', () => {
    const state = deliveredShop();
    const written = succeeded(writeReview(state, review()));
    expect(written).toMatchObject({ id: '81001', team_id: '50003', order_id: '20250303', score: 4, created_at: '2025-03-14 10:32:00' });
    const product = productReviews(state, { team_id: '50003', page: 1 }, 'en_US');
    expect(product.list[0]).toMatchObject({ id: '81001', nickname: 'ploy.siriwan', content: 'Soft and light, my skin drinks it.', like_count: '0', is_liked: 0 });
    expect(product.paging.total).toBe(4);
    expect(product.score).toBe(4.6);
    expect(brandReviews(state, { brandIndex: 1, page: 1 }, 'en_US').list[0]).toMatchObject({ id: '81001' });
    expect(brandReviews(state, { brandIndex: 0, page: 1 }, 'en_US').list[0]).toMatchObject({ id: '80001' });
    expect(myReviews(state, shopper, 'en_US').list.map((item) => item.id)).toEqual(['81001', '80001', '80002']);
    expect(productReviews(state, { team_id: '50001', page: 1 }, 'en_US').paging.total).toBe(3);
  });

  it('the same product for the same order twice is refused (4112), also for a sample the shopper wrote', () => {
    const state = deliveredShop();
    succeeded(writeReview(state, review()));
    expect(failed(writeReview(state, review({ score: 5 }))).code).toBe(4_112);
    expect(failed(writeReview(state, review({ order_id: '20250201', team_id: '50001' }))).code).toBe(4_112);
  });

  it('a product the shopper did not buy in that order is refused (4111)', () => {
    const state = deliveredShop();
    expect(failed(writeReview(state, review({ team_id: '50004' }))).code).toBe(4_111);
    expect(failed(writeReview(state, review({ order_id: '20250399' }))).code).toBe(4_111);
    expect(failed(writeReview(buildShopState('newShopper'), review())).code).toBe(4_111);
  });

  it('a product of an order not received yet is refused (4111); once received it may be reviewed', () => {
    const state = buildShopState('shopper');
    expect(failed(writeReview(state, review())).code).toBe(4_111);
    expect(failed(writeReview(state, review({ order_id: '20250302', team_id: '50006' }))).code).toBe(4_111);
    succeeded(confirmReceipt(state, { orderId: '20250303' }));
    expect(succeeded(writeReview(state, review())).author_id).toBe(shopper);
  });

  it('every product of a received order may be reviewed, the one the seed lists first included (TH25031004)', () => {
    const state = buildShopState('shopper');
    expect(succeeded(writeReview(state, review({ order_id: '20250305', team_id: '50010' }))).order_id).toBe('20250305');
    expect(succeeded(writeReview(state, review({ order_id: '20250304', team_id: '50004' }))).order_id).toBe('20250304');
  });

  it.each([
    ['no order', { order_id: '' }],
    ['no product', { team_id: undefined }],
    ['score 0', { score: 0 }],
    ['score 6', { score: 6 }],
    ['score 2.5', { score: 2.5 }],
    ['no score', { score: undefined }],
    ['empty text', { content: '   ' }],
    ['501 characters', { content: 'ก'.repeat(501) }],
    ['ten photos', { images: Array.from({ length: 10 }, (_, i) => `/static/mock/p-${i}.webp`) }],
  ])('refuses %s (errcode 1) and stores nothing', (_name, overrides: Partial<WriteReviewInput>) => {
    const state = deliveredShop();
    const minutes = state.clock.minutes;
    expect(failed(writeReview(state, review(overrides))).code).toBe(1);
    expect(state.social.reviews).toHaveLength(6);
    expect(state.clock.minutes).toBe(minutes);
  });

  it('500 Thai characters with marks are fine (graphemes are counted)', () => {
    const state = deliveredShop();
    expect(succeeded(writeReview(state, review({ content: 'กิ'.repeat(500) }))).content).toHaveLength(1_000);
  });

  it('a guest is refused (401); the endpoint needs login and answers the review', () => {
    expect(failed(writeReview(buildShopState('guest'), review())).code).toBe(401);
    expect(productMocks.writeReview.needsLogin).toBe(true);
    const state = deliveredShop();
    const answer = productMocks.writeReview.ok(
      testRequest(state, { order_id: '20250303', team_id: '50007', score: '5', content: 'สีสวย', 'images[0]': '/a.webp', 'images[1]': '/b.webp' }),
    );
    expect(answer).toMatchObject({ id: '81001', team_id: '50007', score: 5, images: ['/a.webp', '/b.webp'], lang: 'th_TH' });
  });
});

describe('review likes and reads', () => {
  it('likeReview toggles and moves the count by one; the product’s reviews show it', () => {
    const state = deliveredShop();
    expect(likeReview(state, { review_id: '80001' })).toEqual({ is_liked: 1, like_count: 3 });
    expect(productReviews(state, { team_id: '50001', page: 1 }, 'th_TH').list[0]).toMatchObject({ id: '80001', like_count: '3', is_liked: 1 });
    expect(likeReview(state, { review_id: '80001' })).toEqual({ is_liked: 0, like_count: 2 });
  });

  it('refuses an unknown review (404) and a guest (401)', () => {
    expect(failed(likeReview(deliveredShop(), { review_id: '1' })).code).toBe(404);
    expect(failed(likeReview(buildShopState('guest'), { review_id: '80001' })).code).toBe(401);
    expect(productMocks.likeReview.needsLogin).toBe(true);
  });

  it('review detail: a sample, a written review, or 404', () => {
    const state = deliveredShop();
    expect(productMocks.getReviewDetail.ok(testRequest(state, { id: '80002' }, 'en_US'))).toEqual(buildReview(1, 'en_US'));
    succeeded(writeReview(state, review()));
    expect(productMocks.getReviewDetail.ok(testRequest(state, { id: '81001' }))).toMatchObject({ id: '81001' });
    expect(failed(productMocks.getReviewDetail.ok(testRequest(state, { id: '42' }))).code).toBe(404);
  });

  it('has_image keeps the reviews with photos', () => {
    const state = buildShopState('guest');
    expect(productReviews(state, { team_id: '50001', page: 1, has_image: true }, 'th_TH').list.map((item) => item.id)).toEqual(['80001', '80003']);
  });

  it('brand reviews page through the written review and the six samples', () => {
    const state = deliveredShop();
    succeeded(writeReview(state, review()));
    const third = catalogMocks.getBrandReviews.ok(testRequest(state, { sign: 'lotus-dew', page: '3' }, 'en_US'));
    expect(third).toMatchObject({ list: [buildReviews(6, 'en_US')[5]], paging: { page: 3, page_size: 3, total: 7, has_more: 0 } });
  });

  it('my reviews need login', () => {
    expect(socialUserCenterMocks.getMyReviews.needsLogin).toBe(true);
    expect(failed(socialUserCenterMocks.getMyReviews.ok(testRequest(buildShopState('guest')))).code).toBe(401);
    expect(socialUserCenterMocks.getMyReviews.ok(testRequest(buildShopState('newShopper')))).toEqual({ list: [] });
  });
});

describe('review square, anonymity and brand ids', () => {
  it('the square keeps reviews with photos: latest first (written, then samples) or best (most liked) first', () => {
    const state = deliveredShop();
    expect(reviewSquare(state, { page: 1 }, 'en_US').list.map((item) => item.id)).toEqual(['80001', '80003', '80005']);
    expect(reviewSquare(state, { sort: 'best', page: 1 }, 'en_US').list.map((item) => item.id)).toEqual(['80005', '80003', '80001']);
    succeeded(writeReview(state, review()));
    expect(productMocks.getReviewSquare.ok(testRequest(state, { sort: 'latest' }))).toMatchObject({ list: [{ id: '81001' }, { id: '80001' }, { id: '80003' }, { id: '80005' }] });
    succeeded(writeReview(state, review({ order_id: '20250303', team_id: '50007', images: [] })));
    expect(reviewSquare(state, { page: 1 }, 'en_US').paging.total).toBe(4);
  });

  it('a reviewed order line says so (reviewed: 1); the others stay as they were', () => {
    const state = deliveredShop();
    productMocks.writeReview.ok(testRequest(state, { order_id: '20250303', team_id: '50003', score: '5', content: 'ดี' }));
    const detail = orderMocks.getOrderDetail.ok(testRequest(state, { order_id: '20250303' })) as { items: { team_id: string; reviewed?: number }[] };
    expect(detail.items.map((item) => [item.team_id, item.reviewed])).toEqual([['50003', 1], ['50007', undefined]]);
  });

  it('an uploaded photo path is shown at the bucket’s address', () => {
    const state = deliveredShop();
    succeeded(writeReview(state, review({ images: ['review/2025/03/a.jpg', '/static/mock/b.webp'] })));
    expect(productReviews(state, { team_id: '50003', page: 1 }, 'en_US').list[0]?.images).toEqual([
      'https://beauty-shop-upload.oss-ap-southeast-7.aliyuncs.com/review/2025/03/a.jpg',
      '/static/mock/b.webp',
    ]);
  });

  it('an anonymous review shows the name as its first and last characters', () => {
    const state = deliveredShop();
    succeeded(writeReview(state, review({ anonymous: true })));
    expect(productReviews(state, { team_id: '50003', page: 1 }, 'en_US').list[0]).toMatchObject({ id: '81001', nickname: 'p***n' });
    expect(anonymousName('')).toBe('***');
    expect(anonymousName('ก')).toBe('ก***');
    const answer = productMocks.writeReview.ok(testRequest(deliveredShop(), { order_id: '20250303', team_id: '50007', score: '5', content: 'ดี', is_anonymous: '1' }));
    expect(answer).toMatchObject({ nickname: 'p***n' });
  });

  it('brand reviews by brand_id; an unknown brand id is 404', () => {
    const state = buildShopState('guest');
    expect(catalogMocks.getBrandReviews.ok(testRequest(state, { brand_id: '102' }))).toMatchObject({ paging: { total: 6 } });
    expect(failed(catalogMocks.getBrandReviews.ok(testRequest(state, { brand_id: '999' }))).code).toBe(404);
  });
});

describe('review replies', () => {
  it('a reply shows under the review (oldest first) with its author; the endpoint answers the review', () => {
    const state = deliveredShop();
    succeeded(replyToReview(state, { review_id: '80002', content: ' Thanks! ', lang: 'en_US' }));
    const answer = productMocks.replyToReview.ok(testRequest(state, { review_id: '80002', content: 'ขอบคุณค่ะ' }));
    expect(answer).toMatchObject({
      id: '80002',
      comments: [
        { id: '82001', nickname: 'ploy.siriwan', content: 'Thanks!' },
        { id: '82002', nickname: 'ploy.siriwan', content: 'ขอบคุณค่ะ' },
      ],
    });
    expect(productMocks.getReviewDetail.ok(testRequest(state, { id: '80002' }))).toMatchObject({ comments: [{ id: '82001' }, { id: '82002' }] });
  });

  it('refuses a guest (401), an unknown review (404), empty or over-long text (1)', () => {
    expect(productMocks.replyToReview.needsLogin).toBe(true);
    expect(failed(replyToReview(buildShopState('guest'), { review_id: '80001', content: 'hi', lang: 'en_US' })).code).toBe(401);
    const state = deliveredShop();
    expect(failed(replyToReview(state, { review_id: '1', content: 'hi', lang: 'en_US' })).code).toBe(404);
    expect(failed(replyToReview(state, { review_id: '80001', content: '  ', lang: 'en_US' })).code).toBe(1);
    expect(failed(replyToReview(state, { review_id: '80001', content: 'ก'.repeat(501), lang: 'en_US' })).code).toBe(1);
  });
});
