import { describe, expect, it } from 'vitest';
import { BRAND_SEEDS } from '../../fixtures/brands';
import { catalogMocks } from '../../handlers/catalog';
import { layoutMocks } from '../../handlers/layout';
import { buildShopState } from '../buildShopState';
import { ACCOUNT_IDS } from '../seedNames';
import { followBrand, followState } from './follows';
import { failed, succeeded } from './testFailure';
import { testRequest } from './testRequest';

const siam = BRAND_SEEDS[0];
if (!siam) throw new Error('no brands');

describe('brand follows', () => {
  it('nobody follows at the start: the counts are the brands’ own', () => {
    const state = buildShopState('shopper');
    expect(followState(state, 0, ACCOUNT_IDS.shopper)).toEqual({ is_following: 0, following_count: siam.following });
  });

  it('follow, then unfollow: the state and the count move by one', () => {
    const state = buildShopState('shopper');
    expect(followBrand(state, { brand_id: '101', action: 'follow' })).toEqual({ is_following: 1, following_count: 128_451 });
    expect(followBrand(state, { brand_id: '101', action: 'follow' })).toEqual({ is_following: 1, following_count: 128_451 });
    expect(followBrand(state, { brand_id: '101', action: 'unfollow' })).toEqual({ is_following: 0, following_count: 128_450 });
  });

  it('without an action it toggles', () => {
    const state = buildShopState('shopper');
    expect(succeeded(followBrand(state, { brand_id: '102' })).is_following).toBe(1);
    expect(succeeded(followBrand(state, { brand_id: '102' })).is_following).toBe(0);
  });

  it('brand info and the brand page show the follow and the count after a follow', () => {
    const state = buildShopState('shopper');
    followBrand(state, { brand_id: '101', action: 'follow' });
    const info = layoutMocks.getBrandInfo.ok(testRequest(state, { sign: 'siam-herb-lab' })) as { flagship_info: { is_following: number; following_count: string } };
    expect(info.flagship_info).toMatchObject({ is_following: 1, following_count: '128451' });
    const page = catalogMocks.getBrandPage.ok(testRequest(state, { sign: 'siam-herb-lab' })) as { brand: { is_following: number; following_count: string } };
    expect(page.brand).toMatchObject({ is_following: 1, following_count: '128451' });
  });

  it('another account sees the count with the follow, but not following', () => {
    const state = buildShopState('shopper');
    followBrand(state, { brand_id: '103', action: 'follow' });
    expect(followState(state, 2, ACCOUNT_IDS.tourist)).toEqual({ is_following: 0, following_count: 9_871 });
    expect(followState(state, 2, null)).toEqual({ is_following: 0, following_count: 9_871 });
  });

  it('refuses a guest (401), an unknown brand (404) and another action (errcode 1)', () => {
    expect(failed(followBrand(buildShopState('guest'), { brand_id: '101', action: 'follow' })).code).toBe(401);
    expect(failed(followBrand(buildShopState('shopper'), { brand_id: '999', action: 'follow' })).code).toBe(404);
    expect(failed(followBrand(buildShopState('shopper'), { brand_id: '101', action: 'like' })).code).toBe(1);
  });

  it('followBrand needs login; each follow moves the clock', () => {
    expect(catalogMocks.followBrand.needsLogin).toBe(true);
    const state = buildShopState('shopper');
    followBrand(state, { brand_id: '101', action: 'follow' });
    expect(state.clock.minutes).toBe(1);
  });
});
