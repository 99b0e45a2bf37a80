import { describe, expect, it } from 'vitest';
import { buildTeams } from '../../fixtures/products';
import { buildShopState } from '../buildShopState';
import { ACCOUNT_IDS } from '../seedNames';
import { addFavourites, favouritesOf, likeProduct, productLikeState } from './favourites';
import { failed } from './testFailure';
import { testRequest } from './testRequest';
import { socialUserCenterMocks } from './userCenterMocks';

const shopper = ACCOUNT_IDS.shopper;
const ids = (count: number, offset = 0) => buildTeams(count, 'th_TH', offset).map((team) => String(team.id));

describe('favourites', () => {
  it('the shopper starts with the eight fixture products; the new shopper with none', () => {
    expect(favouritesOf(buildShopState('shopper'), shopper)).toEqual(ids(8));
    expect(favouritesOf(buildShopState('newShopper'), ACCOUNT_IDS.newShopper)).toEqual([]);
  });

  it('addFavourites puts products in front, in order, once; a spec variant counts as its product; unknown ids are left out', () => {
    const state = buildShopState('shopper');
    addFavourites(state, shopper, ['50012', '50003', '50012', '51011', '999']);
    expect(favouritesOf(state, shopper)).toEqual(['50012', '50003', '50011', ...ids(8).filter((id) => id !== '50003')]);
  });

  it('likeProduct toggles the product in the favourites and moves the count by one', () => {
    const state = buildShopState('shopper');
    const before = productLikeState(state, 9, shopper);
    expect(before.is_liked).toBe(0);
    expect(likeProduct(state, { team_id: '50010' })).toEqual({ is_liked: 1, like_count: before.like_count + 1 });
    expect(favouritesOf(state, shopper)[0]).toBe('50010');
    expect(likeProduct(state, { team_id: '50010' })).toEqual({ is_liked: 0, like_count: before.like_count });
    expect(favouritesOf(state, shopper)).not.toContain('50010');
  });

  it('unliking a favourite takes it off the favourites page (its remove button)', () => {
    const state = buildShopState('shopper');
    expect(likeProduct(state, { team_id: '50001' })).toMatchObject({ is_liked: 0 });
    const page = socialUserCenterMocks.getFavorites.ok(testRequest(state, { page: '2' }));
    expect(page).toMatchObject({ paging: { page: 2, page_size: 4, total: 7, has_more: 0 } });
  });

  it('each write moves the clock', () => {
    const state = buildShopState('shopper');
    likeProduct(state, { team_id: '50002' });
    expect(state.clock.minutes).toBe(1);
  });

  it('refuses a guest (401) and a product the shop does not sell (404)', () => {
    expect(failed(likeProduct(buildShopState('guest'), { team_id: '50001' })).code).toBe(401);
    expect(failed(likeProduct(buildShopState('shopper'), { team_id: '1001' })).code).toBe(404);
    expect(failed(likeProduct(buildShopState('shopper'), {})).code).toBe(404);
  });

  it('getFavorites: eight products in pages of four, newest like first after a like', () => {
    const state = buildShopState('shopper');
    const first = socialUserCenterMocks.getFavorites.ok(testRequest(state, {}, 'en_US'));
    expect(first).toEqual({ list: buildTeams(4, 'en_US'), paging: { page: 1, page_size: 4, total: 8, has_more: 1 } });
    likeProduct(state, { team_id: '50012' });
    const after = socialUserCenterMocks.getFavorites.ok(testRequest(state, {}, 'en_US')) as { list: { id: string }[]; paging: { total: number } };
    expect(after.list[0]?.id).toBe('50012');
    expect(after.paging.total).toBe(9);
  });

  it('getFavorites needs login', () => {
    expect(socialUserCenterMocks.getFavorites.needsLogin).toBe(true);
    expect(failed(socialUserCenterMocks.getFavorites.ok(testRequest(buildShopState('guest')))).code).toBe(401);
  });
});
