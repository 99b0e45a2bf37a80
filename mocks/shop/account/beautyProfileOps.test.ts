import { describe, expect, it } from 'vitest';
import { PRODUCT_SEEDS } from '../../fixtures/products';
import { catalogMocks } from '../../handlers/catalog';
import { mockRequestOf } from '../../handlers/core';
import { layoutMocks } from '../../handlers/layout';
import { userCenterMocks } from '../../handlers/userCenter';
import { recordUpload } from '../booking/storageOps';
import { buildShopState } from '../buildShopState';
import { isFailure, type ShopFailure } from '../failure';
import type { ShopState } from '../state';
import { currentAccount } from './accountOps';
import { FAVOURABLE_CATEGORY_IDS, updateBeautyProfile } from './beautyProfileOps';
import { updateProfile } from './profileOps';
import { categoriesOfTeam, PRODUCT_CATEGORIES } from './recommendations';

const failed = (value: unknown): ShopFailure => {
  if (!isFailure(value)) throw new Error(`expected a refusal, got ${JSON.stringify(value)}`);
  return value;
};

const idsOf = (answer: unknown): string[] => ((answer as { list?: { id: string | number }[] }).list ?? (answer as { id: string | number }[])).map((team) => String(team.id));
const bestSellers = (state: ShopState) => idsOf(catalogMocks.getBestSellers.ok(mockRequestOf(state, { page: '1' })));
const notFoundRecommendations = (state: ShopState) => idsOf(layoutMocks.getNotFoundRecommendations.ok(mockRequestOf(state)));

describe('the beauty profile', () => {
  it('starts empty, saves the whole profile and shares the skin type with the profile', () => {
    const state = buildShopState('newShopper');
    expect(userCenterMocks.getBeautyProfile.ok(mockRequestOf(state))).toEqual({ skin_type: null, concerns: [], category_ids: [] });
    const saved = updateBeautyProfile(state, { skin_type: 'oily', concerns: ['acne', 'pores', 'acne'], category_ids: ['21', '2'] });
    expect(saved).toEqual({ skin_type: 'oily', concerns: ['acne', 'pores'], category_ids: ['21', '2'] });
    expect(currentAccount(state)?.user.skin_type).toBe('oily');
    // The profile page's skin type is the same value.
    updateProfile(state, { skin_type: 'dry' });
    expect(userCenterMocks.getBeautyProfile.ok(mockRequestOf(state))).toMatchObject({ skin_type: 'dry' });
    // '' clears.
    expect(updateBeautyProfile(state, { skin_type: '', concerns: [], category_ids: [] })).toEqual({ skin_type: null, concerns: [], category_ids: [] });
  });

  it('refuses an unknown skin type, concern or category, and a guest', () => {
    const state = buildShopState('shopper');
    failed(updateBeautyProfile(state, { skin_type: 'scaly', concerns: [], category_ids: [] }));
    failed(updateBeautyProfile(state, { skin_type: 'dry', concerns: ['acne', '<script>'], category_ids: [] }));
    failed(updateBeautyProfile(state, { skin_type: 'dry', concerns: [], category_ids: ['99'] }));
    // The demo shopper's skin type (her profile's) is as it was.
    expect(userCenterMocks.getBeautyProfile.ok(mockRequestOf(state))).toEqual({ skin_type: 'combination', concerns: [], category_ids: [] });
    expect(failed(updateBeautyProfile(buildShopState('guest'), { skin_type: 'dry', concerns: [], category_ids: [] })).code).toBe(401);
  });

  it('offers exactly the categories of the classify answer', () => {
    const classify = catalogMocks.getClassify.ok(mockRequestOf(buildShopState('guest'))) as { list: { id: number; children: { id: number }[] }[] };
    const ids = classify.list.flatMap((category) => [String(category.id), ...category.children.map((child) => String(child.id))]);
    expect(ids).toEqual([...FAVOURABLE_CATEGORY_IDS]);
  });

  it('files every product under a category the shop offers', () => {
    for (const seed of PRODUCT_SEEDS) {
      const categories = PRODUCT_CATEGORIES[String(seed.id)] ?? [];
      expect(categories.length, String(seed.id)).toBeGreaterThan(0);
      for (const id of categories) expect(FAVOURABLE_CATEGORY_IDS).toContain(id);
    }
    expect(categoriesOfTeam('51007')).toEqual(['2', '21']);
    expect(categoriesOfTeam('99999')).toEqual([]);
  });
});

describe('recommendations follow the beauty profile', () => {
  it('put the favourite categories first once saved, keeping the order otherwise', () => {
    const state = buildShopState('shopper');
    const before = bestSellers(state);
    expect(before).toEqual(['50001', '50002', '50003', '50004', '50005', '50006', '50007', '50008']);
    updateBeautyProfile(state, { skin_type: '', concerns: [], category_ids: ['2'] });
    // Makeup first (the lipstick and the blush), then the rest as before.
    expect(bestSellers(state)).toEqual(['50007', '50008', '50001', '50002', '50003', '50004', '50005', '50006']);
    // None of the six 404 recommendations is makeup: they stay as they were.
    expect(notFoundRecommendations(state)).toEqual(['50001', '50002', '50003', '50004', '50005', '50006']);
    updateBeautyProfile(state, { skin_type: '', concerns: [], category_ids: ['12'] });
    expect(notFoundRecommendations(state)).toEqual(['50005', '50006', '50001', '50002', '50003', '50004']);
    expect(bestSellers(state).slice(0, 2)).toEqual(['50005', '50006']);
  });

  it('leave a guest and a shopper without favourites alone', () => {
    const guest = buildShopState('guest');
    const shopper = buildShopState('shopper');
    expect(bestSellers(guest)).toEqual(bestSellers(shopper));
    updateBeautyProfile(shopper, { skin_type: 'oily', concerns: ['acne'], category_ids: [] });
    expect(bestSellers(shopper)).toEqual(bestSellers(guest));
  });
});

describe('the profile', () => {
  it('keeps the birthday, gender and skin type, and clears them with an empty value', () => {
    const state = buildShopState('newShopper');
    failed(updateProfile(state, { gender: 'robot' }));
    failed(updateProfile(state, { skin_type: 'scaly' }));
    updateProfile(state, { username: 'กานต์ธิดา', birthday: '1997-05-20', gender: 'female', skin_type: 'combination' });
    expect(userCenterMocks.getProfile.ok(mockRequestOf(state))).toMatchObject({
      username: 'กานต์ธิดา',
      birthday: '1997-05-20',
      gender: 'female',
      skin_type: 'combination',
    });
    updateProfile(state, { birthday: '', gender: '', skin_type: '' });
    expect(currentAccount(state)?.user).toMatchObject({ birthday: null, gender: null, skin_type: null });
  });

  it('takes as avatar a shop path or a photo this account uploaded, nothing else', () => {
    const state = buildShopState('shopper');
    failed(updateProfile(state, { avatar: 'https://evil.example/me.jpg' }));
    failed(updateProfile(state, { avatar: '//evil.example/me.jpg' }));
    const url = 'https://beauty-shop-upload.oss-ap-southeast-7.aliyuncs.com/avatar/2025/03/me.jpg';
    failed(updateProfile(state, { avatar: url }));
    recordUpload(state, { path: 'avatar/2025/03/me.jpg', size: 10, biz_type: 'avatar' });
    updateProfile(state, { avatar: url });
    expect(currentAccount(state)?.user.avatar).toBe(url);
    updateProfile(state, { avatar: '/static/mock/avatar-1.webp' });
    expect(currentAccount(state)?.user.avatar).toBe('/static/mock/avatar-1.webp');
  });
});
