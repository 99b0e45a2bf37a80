import { describe, expect, it } from 'vitest';
import { addressListSchema } from '../../../src/api/schemas/address';
import { buildShopState } from '../buildShopState';
import { isFailure } from '../failure';
import { quoteOrder } from '../shopping/orderQuote';
import { ADDRESS_CODES, addressesOf, deleteAddress, MAX_ADDRESSES, saveAddress, setDefaultAddress } from './addressOps';

const home = { name: 'กานต์ธิดา ใจดี', phone: '0861234567', address: '1 ถนนนิมมานเหมินท์', province: 'เชียงใหม่', postcode: '50200' };
const refusal = (outcome: unknown) => (isFailure(outcome) ? { code: outcome.code, en: outcome.message.en } : null);
const ids = (outcome: unknown) => (isFailure(outcome) ? outcome : (outcome as { list: { id: string }[] }).list.map((a) => a.id));

describe('delivery addresses', () => {
  it('lists the demo shopper’s address as the default, in a valid answer; a guest gets 401', () => {
    const answer = addressesOf(buildShopState('shopper'));
    expect(addressListSchema.parse(answer).list).toEqual([expect.objectContaining({ id: 'A-1', is_default: true, province: 'กรุงเทพมหานคร' })]);
    expect(refusal(addressesOf(buildShopState('guest')))?.code).toBe(401);
  });

  it('refuses each spec §5 rule with its message', () => {
    const state = buildShopState('newShopper');
    expect(refusal(saveAddress(state, { ...home, name: '  ' }))).toEqual({ code: ADDRESS_CODES.invalid, en: 'Enter the recipient’s name.' });
    expect(refusal(saveAddress(state, { ...home, phone: '812345678' }))?.en).toBe('The phone number must be 0 followed by 9 digits.');
    expect(refusal(saveAddress(state, { ...home, phone: '08123456789' }))?.en).toBe('The phone number must be 0 followed by 9 digits.');
    expect(refusal(saveAddress(state, { ...home, address: '' }))?.en).toBe('Enter the address.');
    expect(refusal(saveAddress(state, { ...home, province: '' }))?.en).toBe('Enter the province.');
    expect(refusal(saveAddress(state, { ...home, postcode: '5020' }))?.en).toBe('The postcode must be 5 digits.');
    expect(refusal(saveAddress(state, { ...home, name: 'ก'.repeat(61) }))?.code).toBe(ADDRESS_CODES.invalid);
    expect(ids(addressesOf(state))).toEqual([]);
  });

  it('makes the first address the default, keeps at most ten, updates by id', () => {
    const state = buildShopState('newShopper');
    const first = saveAddress(state, home);
    expect(isFailure(first) ? first : first.list).toEqual([{ ...home, id: 'A-2', is_default: true }]);
    for (let i = 2; i <= MAX_ADDRESSES; i += 1) saveAddress(state, { ...home, name: `ผู้รับ ${i}` });
    expect(refusal(saveAddress(state, home))?.code).toBe(ADDRESS_CODES.tooMany);
    const updated = saveAddress(state, { ...home, id: 'A-3', address: '2 ถนนห้วยแก้ว' });
    expect(isFailure(updated) ? updated : [updated.saved_id, updated.list[1]?.address, updated.list[0]?.id]).toEqual(['A-3', '2 ถนนห้วยแก้ว', 'A-2']);
    expect(refusal(saveAddress(state, { ...home, id: 'A-99' }))?.code).toBe(ADDRESS_CODES.notFound);
  });

  it('set default and delete keep one default, and the checkout quote takes it', () => {
    const state = buildShopState('shopper');
    saveAddress(state, home);
    expect(ids(setDefaultAddress(state, 'A-2'))).toEqual(['A-2', 'A-1']);
    const quote = quoteOrder(state, { teamId: '50001', quantity: 1 });
    expect(isFailure(quote) ? quote : quote.address?.id).toBe('A-2');
    expect(ids(deleteAddress(state, 'A-2'))).toEqual(['A-1']);
    expect(refusal(deleteAddress(state, 'A-2'))?.code).toBe(ADDRESS_CODES.notFound);
    expect(refusal(setDefaultAddress(state, undefined))?.code).toBe(ADDRESS_CODES.notFound);
    const made = saveAddress(state, { ...home, is_default: '1' });
    expect(isFailure(made) ? made : made.list.map((a) => [a.id, a.is_default])).toEqual([['A-3', true], ['A-1', false]]);
  });
});
