import { describe, expect, it } from 'vitest';
import { buildShopState } from '../buildShopState';
import { BOOKING_CODES } from './bookingFailures';
import { ok, refused } from './bookingTesting';
import { saveMerchantProfile, type MerchantProfileInput } from './merchantProfileOps';

const PROFILE: MerchantProfileInput = {
  name: 'Glow Studio เชียงใหม่',
  phone: '081-234-5678',
  province: 'เชียงใหม่',
  city: 'เมืองเชียงใหม่',
  bank_code: 'SCB',
  bank_account_name: 'บริษัท โกลว์ สตูดิโอ จำกัด',
  bank_account: '1234567890',
};

describe('saveMerchantProfile (manage POST)', () => {
  it('saves the shop, its province and city and the bank account', () => {
    const state = buildShopState('merchant');
    expect(ok(saveMerchantProfile(state, PROFILE))).toBeNull();
    expect(state.booking.merchant).toMatchObject({
      name: 'Glow Studio เชียงใหม่',
      phone: '0812345678',
      province: 'เชียงใหม่',
      city: 'เมืองเชียงใหม่',
      bank_code: 'SCB',
      bank_name: 'ธนาคารไทยพาณิชย์',
      bank_account_name: 'บริษัท โกลว์ สตูดิโอ จำกัด',
      bank_account: '1234567890',
    });
  });

  it.each([
    ['bank_account', '12345', 'account number (10–12 digits)'],
    ['bank_account', '1234-567890', 'account number (10–12 digits)'],
    ['bank_account', '1234567890123', 'account number (10–12 digits)'],
    ['bank_code', 'NOPE', 'bank'],
    ['province', 'ภูเก็ต', 'province and city'],
    ['city', 'ปทุมวัน', 'province and city'],
    ['phone', '12345', 'phone number'],
    ['name', '  ', 'name'],
    ['bank_account_name', '', 'account name'],
  ] as const)('refuses %s %j naming the field', (field, value, named) => {
    const state = buildShopState('merchant');
    const before = { ...state.booking.merchant };
    const failure = refused(saveMerchantProfile(state, { ...PROFILE, [field]: value }));
    expect(failure.code).toBe(BOOKING_CODES.invalid);
    expect(failure.text('en_US')).toBe(`Please check the ${named}.`);
    expect(failure.text('th_TH')).toMatch(/^กรุณาตรวจสอบ/);
    expect(failure.text('zh_CN')).toMatch(/^请检查/);
    expect(state.booking.merchant).toEqual(before);
  });

  it('a signed-in account that is not the merchant gets 403, a guest 401', () => {
    expect(refused(saveMerchantProfile(buildShopState('shopper'), PROFILE)).code).toBe(403);
    expect(refused(saveMerchantProfile(buildShopState('guest'), PROFILE)).code).toBe(401);
  });
});
