import { beforeEach, describe, expect, it } from 'vitest';
import { bookingProviderMocks } from '../handlers/bookingProvider';
import { cartMocks } from '../handlers/cart';
import { mockRequestOf, readMockRequest } from '../handlers/core';
import { productMocks } from '../handlers/product';
import { userCenterMocks } from '../handlers/userCenter';
import { beautyProfileOf } from './account/beautyProfileOps';
import { requireAccount } from './account/accountOps';
import { buildShopState } from './buildShopState';
import { isFailure } from './failure';
import { collectLists, intParam, listParam, numberParam, objectListParam, sentListParam, sentNumberParam, sentTextParam, textParam } from './requestParams';
import { sharedShop } from './sharedShop';
import { cartOf } from './shopping/cartLines';
import { confirmReceipt } from './shopping/orderLifecycle';
import { currentOwner } from './shopping/owners';

const lists = (entries: [string, string][]) => collectLists(entries);

describe('one rule for lists', () => {
  it('reads `name`, `name[]` and `name[N]` alike, once or repeated', () => {
    expect(listParam(lists([['ids', 'a']]), 'ids')).toEqual(['a']);
    expect(listParam(lists([['ids', 'a'], ['ids', 'b']]), 'ids')).toEqual(['a', 'b']);
    expect(listParam(lists([['ids[]', 'a'], ['ids[]', 'b']]), 'ids')).toEqual(['a', 'b']);
    expect(listParam(lists([['ids[1]', 'b'], ['ids[0]', 'a'], ['ids[10]', 'c']]), 'ids')).toEqual(['a', 'b', 'c']);
  });

  it('keeps the items in the order sent (indexed ones by their index), trimmed, without empty ones', () => {
    expect(listParam(lists([['ids[]', ' b '], ['ids', ''], ['ids[]', 'a']]), 'ids')).toEqual(['b', 'a']);
    expect(listParam(lists([['ids', 'c'], ['ids[1]', 'b'], ['ids[0]', 'a']]), 'ids')).toEqual(['a', 'b', 'c']);
  });

  it('splits at commas only where the call sends a list joined', () => {
    const joined = lists([['concerns', 'acne, pores,,dryness']]);
    expect(listParam(joined, 'concerns', { commas: true })).toEqual(['acne', 'pores', 'dryness']);
    expect(listParam(joined, 'concerns')).toEqual(['acne, pores,,dryness']);
  });

  it('tells a list not sent (undefined) from a list sent empty', () => {
    expect(sentListParam(lists([]), 'ids')).toBeUndefined();
    expect(sentListParam(lists([['ids[]', '']]), 'ids')).toEqual([]);
    expect(listParam(lists([]), 'ids')).toEqual([]);
  });

  it('leaves nested keys to objectListParam, which reads them in index order', () => {
    const params = { 'biz_time[1][open]': '10:00', 'biz_time[0][open]': '09:00', 'biz_time[0][close]': '18:00', biz: 'x' };
    expect(collectLists(Object.entries(params)).biz_time).toBeUndefined();
    expect(objectListParam(params, 'biz_time')).toEqual([{ open: '09:00', close: '18:00' }, { open: '10:00' }]);
  });
});

describe('scalar parameters', () => {
  it('text: trimmed, empty is none; sent text: exactly as sent', () => {
    expect(textParam({ a: ' x ' }, 'a')).toBe('x');
    expect(textParam({ a: '  ' }, 'a')).toBeUndefined();
    expect(sentTextParam({ a: '  ' }, 'a')).toBe('  ');
    expect(sentTextParam({}, 'a')).toBeUndefined();
  });

  it('numbers: none when not one; sent numbers: NaN when not one, for the caller to refuse', () => {
    expect([numberParam({ n: '12.5' }, 'n'), numberParam({ n: '1e3' }, 'n'), numberParam({}, 'n')]).toEqual([12.5, undefined, undefined]);
    expect([intParam({ n: ' 7 ' }, 'n'), intParam({ n: '7.5' }, 'n'), intParam({ n: '' }, 'n')]).toEqual([7, undefined, undefined]);
    expect(sentNumberParam({ n: 'abc' }, 'n')).toBeNaN();
    expect([sentNumberParam({ n: '' }, 'n'), sentNumberParam({ n: '-3' }, 'n')]).toEqual([undefined, -3]);
  });
});

describe('the request reader collects lists from the query, a form body and a JSON body by the one rule', () => {
  beforeEach(() => sharedShop.reset('shopper'));

  it.each([
    ['query, plain', new Request('http://shop.test/x?cart_ids=1&cart_ids=2')],
    ['query, brackets', new Request('http://shop.test/x?cart_ids[]=1&cart_ids[]=2')],
    ['form', new Request('http://shop.test/x', { method: 'POST', body: 'cart_ids=1&cart_ids=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } })],
    ['JSON', new Request('http://shop.test/x', { method: 'POST', body: JSON.stringify({ cart_ids: ['1', '2'] }), headers: { 'content-type': 'application/json' } })],
  ])('%s', async (_name, request) => {
    expect(listParam((await readMockRequest(request)).lists, 'cart_ids')).toEqual(['1', '2']);
  });
});

describe('every handler family reads lists by the one rule', () => {
  it('cart: a plain cart_ids deletes the line, as cart_ids[] and cart_ids[0] do', () => {
    for (const key of ['cart_ids', 'cart_ids[]', 'cart_ids[0]']) {
      const shop = buildShopState('shopper');
      const line = cartOf(shop, currentOwner(shop))[0];
      if (!line) throw new Error('the shopper seed holds a cart');
      const answer = cartMocks.cartDelete.ok(mockRequestOf(shop, { [key]: line.cart_id }));
      expect(isFailure(answer)).toBe(false);
      expect(cartOf(shop, currentOwner(shop)).map((kept) => kept.cart_id)).not.toContain(line.cart_id);
    }
  });

  it('product (social): a review’s photos as images[] or plain images', () => {
    for (const key of ['images', 'images[]']) {
      const shop = buildShopState('shopper');
      confirmReceipt(shop, { orderId: '20250303' });
      const answer = productMocks.writeReview.ok(mockRequestOf(shop, { order_id: '20250303', team_id: '50003', score: '5', content: 'ดี', [key]: '/a.webp' }));
      expect(answer).toMatchObject({ images: ['/a.webp'] });
    }
  });

  it('booking: an employee’s services as service_ids[N] (a JSON body)', () => {
    const shop = buildShopState('merchant');
    const saved = bookingProviderMocks.saveEmployee.ok(mockRequestOf(shop, { name: 'คุณมะลิ', phone: '0812223333', store_id: 'S-2', 'service_ids[0]': '11002' }));
    expect(saved).toEqual({ id: 'E-4' });
    expect(shop.booking.staff.find((member) => member.employee_id === 'E-4')?.service_ids).toEqual(['11002']);
  });

  it('account: the beauty profile’s concerns and categories come comma-joined', () => {
    const shop = buildShopState('shopper');
    const answer = userCenterMocks.updateBeautyProfile.ok(mockRequestOf(shop, { skin_type: 'oily', concerns: 'acne, pores', category_ids: '21' }));
    expect(isFailure(answer)).toBe(false);
    const account = requireAccount(shop);
    if (isFailure(account)) throw new Error('the shopper is signed in');
    expect(beautyProfileOf(account)).toMatchObject({ skin_type: 'oily', concerns: ['acne', 'pores'], category_ids: ['21'] });
  });
});
