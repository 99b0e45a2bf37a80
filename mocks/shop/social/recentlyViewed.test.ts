import { describe, expect, it } from 'vitest';
import { buildTeams } from '../../fixtures/products';
import { productMocks } from '../../handlers/product';
import { buildShopState } from '../buildShopState';
import { ACCOUNT_IDS } from '../seedNames';
import { RECENTLY_VIEWED_LIMIT, recentlyViewedOf } from './recentlyViewed';
import { testRequest } from './testRequest';
import { socialUserCenterMocks } from './userCenterMocks';

const readDetail = (state: ReturnType<typeof buildShopState>, id: string) => productMocks.getProductDetail.ok(testRequest(state, { id }));

describe('recently viewed', () => {
  it('the shopper starts with the four fixture products', () => {
    expect(socialUserCenterMocks.getRecentlyViewed.ok(testRequest(buildShopState('shopper')))).toEqual({ list: buildTeams(4), paging: { page: 1, total: 4 } });
  });

  it('reading a detail while signed in records it first, once', () => {
    const state = buildShopState('shopper');
    readDetail(state, '50010');
    readDetail(state, '50002');
    expect(recentlyViewedOf(state, ACCOUNT_IDS.shopper)).toEqual(['50002', '50010', '50001', '50003', '50004']);
    const listed = socialUserCenterMocks.getRecentlyViewed.ok(testRequest(state)) as { list: { id: string }[] };
    expect(listed.list.map((team) => team.id)).toEqual(['50002', '50010', '50001', '50003', '50004']);
  });

  it('a guest’s reads and unknown ids are not recorded', () => {
    const guest = buildShopState('guest');
    readDetail(guest, '50010');
    expect(guest.social.recentlyViewed).toEqual(buildShopState('guest').social.recentlyViewed);
    expect(guest.clock.minutes).toBe(0);
    const state = buildShopState('newShopper');
    readDetail(state, '777');
    expect(recentlyViewedOf(state, ACCOUNT_IDS.newShopper)).toEqual([]);
  });

  it('keeps at most the limit, newest first (a spec variant counts as its product)', () => {
    const state = buildShopState('newShopper');
    for (const team of buildTeams(12)) readDetail(state, String(team.id));
    readDetail(state, '51001');
    const held = recentlyViewedOf(state, ACCOUNT_IDS.newShopper);
    expect(RECENTLY_VIEWED_LIMIT).toBeLessThan(12);
    expect(held).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(held.slice(0, 3)).toEqual(['50001', '50012', '50011']);
  });

  it('needs login', () => {
    expect(socialUserCenterMocks.getRecentlyViewed.needsLogin).toBe(true);
  });
});
