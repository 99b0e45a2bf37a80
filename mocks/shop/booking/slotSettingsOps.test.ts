import { describe, expect, it } from 'vitest';
import { buildShopState } from '../buildShopState';
import { BOOKING_CODES } from './bookingFailures';
import { ok, refused, signInAs } from './bookingTesting';
import { serviceSlots } from './reservationOps';
import { saveSlotSettings, slotSettings } from './slotSettingsOps';

const merchant = () => buildShopState('merchant');

describe('slot settings', () => {
  it('reads the hours, no closed days and each store’s capacity', () => {
    const settings = ok(slotSettings(merchant()));
    expect(settings.closed_dates).toEqual([]);
    expect(settings.biz_time.length).toBeGreaterThan(0);
    expect(settings.stores.map((store) => store.store_id)).toContain('S-1');
  });

  it('closes a day (no slots then) and sets a store’s capacity (the slots follow)', () => {
    const state = merchant();
    ok(saveSlotSettings(state, { closed_dates: ['2025-03-15', '2025-03-15', '2025-03-01'], capacities: [{ store_id: 'S-1', slot_capacity: 5 }] }));
    const settings = ok(slotSettings(state));
    expect(settings.closed_dates).toEqual(['2025-03-15']);
    expect(settings.stores.find((store) => store.store_id === 'S-1')?.slot_capacity).toBe(5);
    signInAs(state, 'shopper');
    expect(ok(serviceSlots(state, { service_id: '11001', store_id: 'S-1', date: '2025-03-15' })).slots).toEqual([]);
    const monday = ok(serviceSlots(state, { service_id: '11001', store_id: 'S-1', date: '2025-03-17' })).slots;
    expect(monday.every((slot) => slot.capacity === 5)).toBe(true);
  });

  it('refuses a bad day, an unknown store or a capacity outside 1–20, changing nothing', () => {
    const state = merchant();
    expect(refused(saveSlotSettings(state, { closed_dates: ['2025-02-30x'] })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(saveSlotSettings(state, { capacities: [{ store_id: 'S-9', slot_capacity: 2 }] })).code).toBe(BOOKING_CODES.invalid);
    expect(refused(saveSlotSettings(state, { closed_dates: ['2025-03-20'], capacities: [{ store_id: 'S-1', slot_capacity: 0 }] })).code).toBe(BOOKING_CODES.invalid);
    expect(ok(slotSettings(state)).closed_dates).toEqual([]);
  });

  it('is the merchant’s alone', () => {
    const state = merchant();
    signInAs(state, 'shopper');
    expect(refused(slotSettings(state)).code).toBe(403);
    signInAs(state, null);
    expect(refused(saveSlotSettings(state, {})).code).toBe(401);
  });
});
