import { describe, expect, it } from 'vitest';
import { orderPageSchema, reviewSchema } from '../../../api';
import { pendingReviewsOf, myReviewTabOf } from '../MyReviews/myReviewsLoader';
import { squareSortOf } from '../ReviewSquare/reviewSquareLoader';
import { numericParam, writeReviewAddress } from './reviewAddresses';
import { reviewPageOf, toReviewItem } from './reviewItems';

const request = (query: string) => new Request(`https://shop.test/m/review${query}`);

describe('review page query values', () => {
  it('numeric ids only: missing, hostile or over-long values are null', () => {
    expect(numericParam(request('?id=80001'), 'id')).toBe('80001');
    expect(numericParam(request(''), 'id')).toBeNull();
    expect(numericParam(request('?id=%3Cscript%3E'), 'id')).toBeNull();
    expect(numericParam(request('?id=1e5'), 'id')).toBeNull();
    expect(numericParam(request(`?id=${'9'.repeat(19)}`), 'id')).toBeNull();
  });

  it('the square order and my reviews tab fall back to their defaults', () => {
    expect(squareSortOf(request('?sort=best'))).toBe('best');
    expect(squareSortOf(request('?sort=%22%3E'))).toBe('latest');
    expect(myReviewTabOf(request('?tab=pending'))).toBe('pending');
    expect(myReviewTabOf(request('?tab=../../'))).toBe('written');
  });

  it('write_review addresses encode their values', () => {
    expect(writeReviewAddress('2025 03', '50001')).toBe('/m/account/write_review.php?order_id=2025%2003&team_id=50001');
  });
});

describe('review items', () => {
  const review = reviewSchema.parse({ id: 1, team_id: 2, nickname: 'Ploy', score: 9, content: 'ok', images: [], like_count: -3, created_at: '2025-03-01 00:00:00' });

  it('clamps the score to 1–5 and a negative like count to 0', () => {
    expect(toReviewItem(review)).toMatchObject({ id: '1', teamId: '2', rating: 5, likeCount: 0, liked: false, deleted: false, avatarUrl: null });
  });

  it('a page has more by has_more, else by total over the page size', () => {
    expect(reviewPageOf({ list: [review], paging: { has_more: true } }, 1).hasMore).toBe(true);
    expect(reviewPageOf({ list: [review], paging: { page_size: 1, total: 2 } }, 1).hasMore).toBe(true);
    expect(reviewPageOf({ list: [review], paging: { page_size: 1, total: 2 } }, 2).hasMore).toBe(false);
    expect(reviewPageOf({ list: [], paging: { has_more: true } }, 1).hasMore).toBe(false);
  });

  it('waiting reviews: the products of the listed orders not reviewed yet', () => {
    const orders = orderPageSchema.parse({
      list: [
        {
          order_id: '20250304',
          order_sn: 'KV1',
          status: 'finished',
          total: 10,
          created_at: '2025-03-01',
          items: [
            { team_id: 50004, product: 'Serum', image1: '/a.webp', quantity: 1, price: 5 },
            { team_id: 50008, product: 'Mask', image1: '', quantity: 1, price: 5, reviewed: 1 },
          ],
        },
      ],
    });
    expect(pendingReviewsOf(orders)).toEqual([
      { key: '20250304-50004', orderSn: 'KV1', name: 'Serum', imageUrl: '/a.webp', href: '/m/account/write_review.php?order_id=20250304&team_id=50004' },
    ]);
  });
});
