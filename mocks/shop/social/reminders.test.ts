import { describe, expect, it } from 'vitest';
import { buildTeams } from '../../fixtures/products';
import { productMocks } from '../../handlers/product';
import { buildShopState } from '../buildShopState';
import { ACCOUNT_IDS } from '../seedNames';
import { remindersOf, setArrivalReminder } from './reminders';
import { failed } from './testFailure';
import { testRequest } from './testRequest';
import { socialUserCenterMocks } from './userCenterMocks';

const shopper = ACCOUNT_IDS.shopper;

describe('arrival reminders', () => {
  it('the shopper starts with the four fixture reminders', () => {
    const state = buildShopState('shopper');
    expect(socialUserCenterMocks.getReminders.ok(testRequest(state))).toEqual({ list: buildTeams(4), paging: { page: 1, total: 4 } });
  });

  it('add sets it (once), the detail shows it, getReminders lists it first; cancel takes it away', () => {
    const state = buildShopState('shopper');
    expect(setArrivalReminder(state, { action: 'add', tid: '50006' })).toEqual({ reminder_set: 1 });
    expect(setArrivalReminder(state, { action: 'add', tid: '50006' })).toEqual({ reminder_set: 1 });
    expect(remindersOf(state, shopper).filter((id) => id === '50006')).toHaveLength(1);
    expect(productMocks.getProductDetail.ok(testRequest(state, { id: '50006' }))).toMatchObject({ reminder_set: 1 });
    const listed = socialUserCenterMocks.getReminders.ok(testRequest(state)) as { list: { id: string }[]; paging: { total: number } };
    expect(listed.list[0]?.id).toBe('50006');
    expect(listed.paging.total).toBe(5);
    expect(setArrivalReminder(state, { action: 'cancel', tid: '50006' })).toEqual({ reminder_set: 0 });
    expect(productMocks.getProductDetail.ok(testRequest(state, { id: '50006' }))).toMatchObject({ reminder_set: 0 });
  });

  it('a spec variant counts as its product', () => {
    const state = buildShopState('newShopper');
    setArrivalReminder(state, { action: 'add', tid: '51006' });
    expect(remindersOf(state, ACCOUNT_IDS.newShopper)).toEqual(['50006']);
  });

  it('refuses a taken-down product (4101), a missing product or another action (errcode 1) and a guest (401)', () => {
    const state = buildShopState('shopper');
    expect(failed(setArrivalReminder(state, { action: 'add', tid: '50009' })).code).toBe(4_101);
    expect(failed(setArrivalReminder(state, { action: 'add' })).code).toBe(1);
    expect(failed(setArrivalReminder(state, { action: 'toggle', tid: '50006' })).code).toBe(1);
    expect(failed(setArrivalReminder(buildShopState('guest'), { action: 'add', tid: '50006' })).code).toBe(401);
    expect(productMocks.setArrivalReminder.needsLogin).toBe(true);
    expect(socialUserCenterMocks.getReminders.needsLogin).toBe(true);
  });

  it('a product outside the mock catalogue is kept but not listed', () => {
    const state = buildShopState('newShopper');
    expect(setArrivalReminder(state, { action: 'add', tid: '1001' })).toEqual({ reminder_set: 1 });
    expect(remindersOf(state, ACCOUNT_IDS.newShopper)).toEqual(['1001']);
    expect(socialUserCenterMocks.getReminders.ok(testRequest(state))).toEqual({ list: [], paging: { page: 1, total: 0 } });
  });
});
