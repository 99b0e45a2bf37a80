import { describe, expect, it } from 'vitest';
import { productMocks } from '../../handlers/product';
import { buildShopState } from '../buildShopState';
import { isFailure } from '../failure';
import { ACCOUNT_IDS } from '../seedNames';
import { recentlyViewedOf } from './recentlyViewed';
import { testRequest } from './testRequest';
import { socialUserCenterMocks } from './userCenterMocks';

describe('similar products', () => {
  const similar = (id: string) => productMocks.getSimilarProducts.ok(testRequest(buildShopState('guest'), { team_id: id }));

  it('answers the product, then the same brand, then the same category (no taken-down product)', () => {
    const answer = similar('50001') as { team: { id: string }; list: { id: string }[] };
    expect(answer.team.id).toBe('50001');
    // Brand 0: 50002 (50009 is taken down); then category 1 of other brands.
    expect(answer.list.map((team) => String(team.id))).toEqual(['50002', '50003', '50004', '50005', '50006', '50010', '50012']);
  });

  it('a spec variant counts as its product; an unknown or missing id is a 404', () => {
    expect((similar('51001') as { team: { id: string } }).team.id).toBe('50001');
    for (const id of ['99999', '']) {
      const answer = similar(id);
      expect(isFailure(answer) && answer.code).toBe(404);
    }
  });
});

describe('clear recently viewed', () => {
  it('empties the signed-in shopper’s list', () => {
    const state = buildShopState('shopper');
    expect(socialUserCenterMocks.clearRecentlyViewed.ok(testRequest(state))).toEqual({});
    expect(recentlyViewedOf(state, ACCOUNT_IDS.shopper)).toEqual([]);
  });

  it('refuses a guest', () => {
    const answer = socialUserCenterMocks.clearRecentlyViewed.ok(testRequest(buildShopState('guest')));
    expect(isFailure(answer) && answer.code).toBe(401);
  });
});
