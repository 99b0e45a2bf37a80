import { describe, expect, it } from 'vitest';
import { buildShopState } from '../buildShopState';
import { BOOKING_CODES } from './bookingFailures';
import { ok, refused } from './bookingTesting';
import { findServices, nearbyStores, storeDetail } from './browseOps';

describe('nearbyStores', () => {
  it('lists the open stores, of a province and offering a service when asked', () => {
    const state = buildShopState('guest');
    expect(ok(nearbyStores(state, {})).map((store) => store.store_id)).toEqual(['S-1', 'S-2']);
    expect(ok(nearbyStores(state, { province: 'เชียงใหม่' })).map((store) => store.store_id)).toEqual(['S-2']);
    expect(ok(nearbyStores(state, { latitude: '13.7456', longitude: '100.5341', service_id: '11001' }))).toHaveLength(2);
  });

  it('refuses malformed coordinates and an unknown service', () => {
    const state = buildShopState('guest');
    expect(refused(nearbyStores(state, { latitude: '<script>', longitude: '100' })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(nearbyStores(state, { latitude: '91', longitude: '100' })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(nearbyStores(state, { service_id: '99999' })).code).toBe(BOOKING_CODES.notFound);
  });
});

describe('findServices', () => {
  it('filters by category and by a keyword in any language', () => {
    const state = buildShopState('guest');
    expect(findServices(state, { category_id: '2' }).map((service) => service.service_id)).toEqual(['11002']);
    expect(findServices(state, { keyword: 'MASSAGE' }).map((service) => service.service_id)).toEqual(['11003']);
    expect(findServices(state, { keyword: 'ทรีตเมนต์' }).map((service) => service.service_id)).toEqual(['11001']);
    expect(findServices(state, { keyword: 'botox' })).toEqual([]);
  });
});

describe('storeDetail', () => {
  it('gives the hours, the staff giving the service there and the shop’s today', () => {
    const state = buildShopState('guest');
    const detail = ok(storeDetail(state, { store_id: 'S-1', service_id: '11001' }));
    expect(detail.bizTime.map((entry) => entry.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(detail.staff.length).toBeGreaterThan(0);
    expect(detail.today).toBe('2025-03-14');
    expect(ok(storeDetail(state, { store_id: 'S-2', service_id: '11001' })).staff).toEqual([]);
    expect(refused(storeDetail(state, { store_id: 'S-99' })).code).toBe(BOOKING_CODES.notFound);
  });
});
