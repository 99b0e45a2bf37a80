import { describe, expect, it } from 'vitest';
import { cartMocks } from '../../handlers/cart';
import { login } from '../account/accountOps';
import { DEMO_ACCOUNTS } from '../account/accountSlice';
import { buildShopState } from '../buildShopState';
import { nowText } from '../clock';
import { isFailure, type ShopFailure } from '../failure';
import { SHOP_LIMITS } from '../limits';
import { ACCOUNT_IDS } from '../seedNames';
import { favouritesOf } from '../social/favourites';
import type { ShopState } from '../state';
import { cartCount, cartOf } from './cartLines';
import {
  addAddbuy,
  addListToCart,
  addToCart,
  deleteLines,
  moveToFavourites,
  replaceAndBuy,
  replaceSpec,
  selectAllLines,
  selectLine,
  setRemark,
  updateQuantity,
} from './cartOps';
import { renderCartDetail } from './cartView';
import { GUEST_OWNER, ownerKeyOf } from './owners';
import { SHOPPING_CODES } from './shoppingRules';
import { answer } from './testRequest';

const SHOPPER = ownerKeyOf(ACCOUNT_IDS.shopper);
/** The seeds' cart (70001–70004) holds 1 + 2 + 3 + 1 pieces: shopcartnum is the sum of the quantities, not the four lines. */
const SEED_COUNT = 7;
const lines = (shop: ShopState, owner = SHOPPER) => cartOf(shop, owner).map((line) => [line.cart_id, line.team_id, line.quantity]);
const refused = (value: unknown): ShopFailure => {
  if (!isFailure(value)) throw new Error(`expected a refusal, got ${JSON.stringify(value)}`);
  return value;
};

/** Fills the shopper's cart to capacity with made-up lines of the travel sizes and the fixtures' products. */
function fillCart(shop: ShopState): void {
  const cart = cartOf(shop, SHOPPER);
  for (let i = cart.length; i < SHOP_LIMITS.maxCartLines; i += 1) {
    cart.push({ cart_id: String(80_000 + i), team_id: String(51_001 + (i % 12)), quantity: 1, selected: 0, special_remark: null, addbuy: null });
  }
}

describe('add to cart (action buy)', () => {
  it('a new product is a new line at the end: the count grows by the quantity added, and the cart shows it', () => {
    const shop = buildShopState('shopper');
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT);
    const line = addToCart(shop, { teamId: '50005', quantity: 2 });
    expect(line).toMatchObject({ cart_id: '70101', team_id: '50005', quantity: 2, selected: 1 });
    expect(cartOf(shop, SHOPPER)).toHaveLength(5);
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT + 2);
    const cart = renderCartDetail(shop, SHOPPER, 'en_US');
    expect(cart.shopcartnum).toBe(SEED_COUNT + 2);
    expect(cart.groups[0]?.list.at(-1)).toMatchObject({ cart_id: '70101', quantity: '2', team: { id: '50005' } });
  });

  it('a product already in the cart adds to its line: no new line, the count grows by the quantity added', () => {
    const shop = buildShopState('shopper');
    addToCart(shop, { teamId: '50001', quantity: 2 });
    expect(lines(shop)[0]).toEqual(['70001', '50001', 3]);
    expect(cartOf(shop, SHOPPER)).toHaveLength(4);
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT + 2);
    expect(renderCartDetail(shop, SHOPPER, 'th_TH').shopcartnum).toBe(SEED_COUNT + 2);
  });

  it('the answer carries the count (the pieces), the bundle tip (unless turned off) and the product', () => {
    const shop = buildShopState('guest');
    // 50002 is already in the cart (two of it): one more is one more piece, no new line.
    expect(answer(cartMocks.cartBuy, shop, { team_id: '50002', quantity: '1' }, 'en_US')).toEqual({
      shopcartnum: SEED_COUNT + 1,
      bundle_tips: 'Add a sunscreen and save ฿50 more',
      event_params: { content_type: 'product', currency: 'THB', value: 450 },
      del_team: { image1: '/static/mock/team-50002.webp' },
    });
    expect(answer(cartMocks.cartBuy, shop, { team_id: '50005', quantity: '3', no_need_bundle_tip: '1' })).toMatchObject({ shopcartnum: SEED_COUNT + 4, bundle_tips: null });
    // A sunscreen in the cart: no more tip.
    expect(answer(cartMocks.cartBuy, shop, { team_id: '50007', quantity: '2' })).toMatchObject({ shopcartnum: SEED_COUNT + 6, bundle_tips: null });
    // A refused add answers the refusal and leaves the count.
    expect(isFailure(answer(cartMocks.cartBuy, shop, { team_id: '50007', quantity: '4' }))).toBe(true);
    expect(answer(cartMocks.getCart, shop)).toMatchObject({ shopcartnum: SEED_COUNT + 6 });
  });

  it('limitNum per product per cart: refused above it, counting the line', () => {
    const shop = buildShopState('shopper');
    expect(refused(addToCart(shop, { teamId: '50005', quantity: 6 })).code).toBe(SHOPPING_CODES.overLimit);
    // 70003 holds three of 50003; the limit is five.
    expect(refused(addToCart(shop, { teamId: '50003', quantity: 3 })).code).toBe(SHOPPING_CODES.overLimit);
    expect(addToCart(shop, { teamId: '50003', quantity: 2 })).toMatchObject({ quantity: 5 });
  });

  it('stock: a sold-out product, and more than the stock left, are refused', () => {
    const shop = buildShopState('shopper');
    expect(refused(addToCart(shop, { teamId: '50006', quantity: 1 })).code).toBe(SHOPPING_CODES.outOfStock);
    shop.shopping.stock['50010'] = 2;
    expect(refused(addToCart(shop, { teamId: '50010', quantity: 3 })).code).toBe(SHOPPING_CODES.outOfStock);
    expect(addToCart(shop, { teamId: '50010', quantity: 2 })).toMatchObject({ quantity: 2 });
  });

  it('a taken-down or unknown product, and a quantity below 1, are refused', () => {
    const shop = buildShopState('shopper');
    expect(refused(addToCart(shop, { teamId: '50009', quantity: 1 })).code).toBe(SHOPPING_CODES.unavailable);
    expect(refused(addToCart(shop, { teamId: '99999', quantity: 1 })).code).toBe(SHOPPING_CODES.unavailable);
    expect(refused(addToCart(shop, { teamId: '50005', quantity: 0 })).code).toBe(SHOPPING_CODES.badQuantity);
  });

  it('a refusal changes nothing, not even the clock', () => {
    const shop = buildShopState('shopper');
    const before = structuredClone(shop.shopping.carts);
    const time = nowText(shop.clock);
    addToCart(shop, { teamId: '50005', quantity: 9 });
    expect(shop.shopping.carts).toEqual(before);
    expect(nowText(shop.clock)).toBe(time);
  });

  it('a guest adds to the guest cart, not the shopper’s', () => {
    const shop = buildShopState('guest');
    addToCart(shop, { teamId: '50005', quantity: 2 });
    expect(cartCount(shop, GUEST_OWNER)).toBe(SEED_COUNT + 2);
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT);
  });
});

describe('cart capacity', () => {
  it('a full cart refuses a new line with errcode 1 and the oldest lines to replace (as cartFull())', () => {
    const shop = buildShopState('shopper');
    fillCart(shop);
    const failure = refused(addToCart(shop, { teamId: '50005', quantity: 1, locale: 'en_US' }));
    expect(failure.code).toBe(1);
    const data = failure.extra?.data as { list: { cart_id: string; team: { product: string } }[] };
    expect(data.list.map((entry) => entry.cart_id)).toEqual(['70001', '70002', '70003']);
    expect(data.list[0]?.team.product).toBe('Turmeric Brightening Serum 30 ml');
    // A product already in the cart still adds to its line.
    expect(addToCart(shop, { teamId: '50001', quantity: 1 })).toMatchObject({ quantity: 2 });
  });

  it('replace_and_buy after the cart-full answer: the oldest line makes room; the count loses its pieces and gains the new ones', () => {
    const shop = buildShopState('shopper');
    fillCart(shop);
    // The four seed lines (7 pieces) and one piece on each made-up line.
    const full = SEED_COUNT + SHOP_LIMITS.maxCartLines - 4;
    expect(cartCount(shop, SHOPPER)).toBe(full);
    // 70001 (one serum) leaves, three sunscreens join.
    expect(replaceAndBuy(shop, { teamId: '50005', quantity: 3 })).toMatchObject({ team_id: '50005', quantity: 3 });
    expect(cartOf(shop, SHOPPER)).toHaveLength(SHOP_LIMITS.maxCartLines);
    expect(cartCount(shop, SHOPPER)).toBe(full - 1 + 3);
    expect(cartOf(shop, SHOPPER)[0]?.cart_id).toBe('70002');
    expect(cartOf(shop, SHOPPER).at(-1)?.team_id).toBe('50005');
  });

  it('replace_and_buy naming the line to replace: that line and its pieces leave (through the mock, the answer carries the count)', () => {
    const shop = buildShopState('shopper');
    fillCart(shop);
    const full = SEED_COUNT + SHOP_LIMITS.maxCartLines - 4;
    // 70003 holds three of 50003; two of 50007 take its place.
    expect(answer(cartMocks.cartReplaceAndBuy, shop, { team_id: '50007', quantity: '2', replace_cart_id: '70003' })).toMatchObject({ shopcartnum: full - 3 + 2 });
    expect(lines(shop).map(([id]) => id)).not.toContain('70003');
    expect(cartCount(shop, SHOPPER)).toBe(full - 3 + 2);
  });

  it('replace_and_buy with room is a plain add: the count grows by the quantity', () => {
    const shop = buildShopState('shopper');
    replaceAndBuy(shop, { teamId: '50005', quantity: 2 });
    expect(cartOf(shop, SHOPPER)).toHaveLength(5);
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT + 2);
  });

  it('replace_and_buy of a product already in the full cart adds to its line: nothing leaves', () => {
    const shop = buildShopState('shopper');
    fillCart(shop);
    const full = SEED_COUNT + SHOP_LIMITS.maxCartLines - 4;
    replaceAndBuy(shop, { teamId: '50002', quantity: 2 });
    expect(lines(shop)[0]).toEqual(['70001', '50001', 1]);
    expect(lines(shop)[1]).toEqual(['70002', '50002', 4]);
    expect(cartCount(shop, SHOPPER)).toBe(full + 2);
  });
});

describe('cart line actions', () => {
  it('update_quantity within 1 and limitNum; the cart total follows', () => {
    const shop = buildShopState('shopper');
    expect(updateQuantity(shop, { cartId: '70001', quantity: 4 })).toMatchObject({ quantity: 4 });
    expect(renderCartDetail(shop, SHOPPER, 'th_TH').total_price).toBe((690 * 4 + 450 * 2 + 990 * 3).toFixed(2));
    // One serum became four: three more pieces.
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT + 3);
    expect(refused(updateQuantity(shop, { cartId: '70001', quantity: 0 })).code).toBe(SHOPPING_CODES.badQuantity);
    expect(refused(updateQuantity(shop, { cartId: '70001', quantity: 6 })).code).toBe(SHOPPING_CODES.overLimit);
    expect(refused(updateQuantity(shop, { cartId: '79999', quantity: 1 })).code).toBe(404);
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT + 3);
    // Three of 50003 down to one: through the mock, the cart answered carries the count.
    expect(answer(cartMocks.cartUpdateQuantity, shop, { cart_id: '70003', quantity: '1' })).toMatchObject({ shopcartnum: SEED_COUNT + 1 });
  });

  it('delete removes the named lines, all or none; the count loses their quantities', () => {
    const shop = buildShopState('shopper');
    expect(refused(deleteLines(shop, { cartIds: ['70001', '79999'] })).code).toBe(404);
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT);
    // 70001 holds one, 70002 two.
    deleteLines(shop, { cartIds: ['70001', '70002'] });
    expect(lines(shop).map(([id]) => id)).toEqual(['70003', '70004']);
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT - 1 - 2);
    // 70004 holds one: the three of 70003 are left.
    expect(answer(cartMocks.cartDelete, shop, { 'cart_ids[]': '70004' })).toMatchObject({ shopcartnum: 3 });
    expect(answer(cartMocks.cartDelete, shop, { 'cart_ids[]': '70003' })).toMatchObject({ shopcartnum: 0 });
    expect(cartCount(shop, SHOPPER)).toBe(0);
  });

  it('select one, select all: selected_count and the total follow; shopcartnum counts every piece, selected or not', () => {
    const shop = buildShopState('shopper');
    selectLine(shop, { cartId: '70004', selected: true });
    expect(renderCartDetail(shop, SHOPPER, 'th_TH').selected_count).toBe(4);
    selectAllLines(shop, { selected: false });
    expect(renderCartDetail(shop, SHOPPER, 'th_TH')).toMatchObject({ selected_count: 0, total_price: '0.00', discount_price: 0, shopcartnum: SEED_COUNT });
    selectAllLines(shop, { selected: true });
    expect(renderCartDetail(shop, SHOPPER, 'th_TH')).toMatchObject({ selected_count: 4, shopcartnum: SEED_COUNT });
  });

  it('a line that cannot be bought cannot be selected, and shows apart', () => {
    const shop = buildShopState('shopper');
    shop.shopping.stock['50002'] = 0;
    expect(refused(selectLine(shop, { cartId: '70002', selected: true })).code).toBe(SHOPPING_CODES.unavailable);
    const cart = renderCartDetail(shop, SHOPPER, 'en_US');
    expect(cart.groups[1]?.list.map((entry) => entry.cart_id)).toEqual(['70002']);
    expect(cart.selected_count).toBe(2);
    // The two unavailable pieces still count.
    expect(cart.shopcartnum).toBe(SEED_COUNT);
  });

  it('a remark is kept trimmed, at most 200 characters, and cleared when empty', () => {
    const shop = buildShopState('shopper');
    setRemark(shop, { cartId: '70001', remark: '  ห่อของขวัญ  ' });
    expect(renderCartDetail(shop, SHOPPER, 'th_TH').groups[0]?.list[0]?.special_remark).toBe('ห่อของขวัญ');
    setRemark(shop, { cartId: '70001', remark: 'ก'.repeat(300) });
    expect(cartOf(shop, SHOPPER)[0]?.special_remark).toHaveLength(200);
    setRemark(shop, { cartId: '70001', remark: '' });
    expect(cartOf(shop, SHOPPER)[0]?.special_remark).toBeNull();
  });

  it('replace_team_spec: the travel size at its own price; onto a line of it, quantities add up; the gift set is sold out', () => {
    const shop = buildShopState('shopper');
    expect(refused(replaceSpec(shop, { cartId: '70001', teamId: '52001' })).code).toBe(SHOPPING_CODES.outOfStock);
    expect(refused(replaceSpec(shop, { cartId: '70001', teamId: '50002' })).code).toBe(SHOPPING_CODES.unavailable);
    replaceSpec(shop, { cartId: '70001', teamId: '51001' });
    const entry = renderCartDetail(shop, SHOPPER, 'en_US').groups[0]?.list[0];
    expect(entry).toMatchObject({ cart_id: '70001', spec_name: 'Travel size', team: { id: '51001', team_price: '356.00' } });
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT);
    addToCart(shop, { teamId: '50001', quantity: 2 });
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT + 2);
    // Onto the line of 50001: one line fewer, the same pieces.
    replaceSpec(shop, { cartId: '70001', teamId: '50001' });
    expect(lines(shop).filter(([, team]) => team === '50001')).toEqual([['70101', '50001', 3]]);
    expect(cartOf(shop, SHOPPER)).toHaveLength(4);
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT + 2);
  });

  it('add_cart_list adds several, or none when one is refused', () => {
    const shop = buildShopState('shopper');
    expect(refused(addListToCart(shop, { teamIds: ['50005', '50006'], quantity: 1 })).code).toBe(SHOPPING_CODES.outOfStock);
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT);
    // Two of each of 50005 and 50007 (new lines) and of 50001 (onto its line): six pieces.
    expect(
      answer(cartMocks.cartAddCartList, shop, { 'team_ids[0]': '50005', 'team_ids[1]': '50007', 'team_ids[2]': '50001', quantity: '2' }),
    ).toMatchObject({ shopcartnum: SEED_COUNT + 6 });
    expect(cartOf(shop, SHOPPER)).toHaveLength(6);
  });
});

describe('add-on deals (action addbuy)', () => {
  it('a deal joins at its price once, from ฿500 of selected goods; the sold-out one is refused', () => {
    const shop = buildShopState('shopper');
    const line = addAddbuy(shop, { teamId: '50012', promotionId: '7101' });
    expect(line).toMatchObject({ team_id: '50012', quantity: 1, addbuy: { price: 99, promotion_mgr_id: '7101' } });
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT + 1);
    const entry = renderCartDetail(shop, SHOPPER, 'en_US').groups[0]?.list.at(-1);
    expect(entry).toMatchObject({ team: { id: '50012', team_price: '99.00' }, specs: [] });
    expect(refused(addAddbuy(shop, { teamId: '50012', promotionId: '7101' })).message).toMatchObject({ en: 'This add-on deal is already in your cart.' });
    expect(refused(addAddbuy(shop, { teamId: '50006', promotionId: '7101' })).code).toBe(SHOPPING_CODES.outOfStock);
    expect(refused(addAddbuy(shop, { teamId: '50001', promotionId: '7101' })).code).toBe(SHOPPING_CODES.addbuy);
    expect(refused(updateQuantity(shop, { cartId: String(line && !isFailure(line) ? line.cart_id : ''), quantity: 2 })).code).toBe(SHOPPING_CODES.overLimit);
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT + 1);
  });

  it('through the mock: the answer carries the count, one piece more', () => {
    const shop = buildShopState('shopper');
    expect(answer(cartMocks.cartAddbuy, shop, { team_id: '50008', quantity: '1', promotion_mgr_id: '7101' })).toMatchObject({ shopcartnum: SEED_COUNT + 1 });
  });

  it('below ฿500 of selected goods the deal is refused', () => {
    const shop = buildShopState('shopper');
    selectAllLines(shop, { selected: false });
    expect(refused(addAddbuy(shop, { teamId: '50012' })).message).toMatchObject({ en: 'Spend ฿500 on selected items to add this deal.' });
  });
});

describe('move to favourites', () => {
  it('a guest is asked to log in', () => {
    const shop = buildShopState('guest');
    expect(refused(moveToFavourites(shop, { cartIds: ['70001'] })).code).toBe(401);
    expect(cartCount(shop, GUEST_OWNER)).toBe(SEED_COUNT);
  });

  it("the lines' products join the shopper's favourites (first) and leave the cart", () => {
    const shop = buildShopState('shopper');
    replaceSpec(shop, { cartId: '70001', teamId: '51001' });
    moveToFavourites(shop, { cartIds: ['70001', '70002'] });
    expect(favouritesOf(shop, ACCOUNT_IDS.shopper).slice(0, 2)).toEqual(['50001', '50002']);
    expect(lines(shop).map(([id]) => id)).toEqual(['70003', '70004']);
    // One travel-size serum and two of 50002 leave.
    expect(cartCount(shop, SHOPPER)).toBe(SEED_COUNT - 1 - 2);
  });
});

describe('a guest signs in', () => {
  it("the guest cart joins the account's: same products add up within limitNum, others are added", () => {
    const shop = buildShopState('guest');
    addToCart(shop, { teamId: '50005', quantity: 1 });
    const signedIn = login(shop, { account: DEMO_ACCOUNTS.shopper.phone, password: DEMO_ACCOUNTS.shopper.password });
    expect(isFailure(signedIn)).toBe(false);
    // 1+1, 2+2, 3+3 (limit 5), 1+1, and the sunscreen.
    expect(lines(shop).map(([, team, quantity]) => [team, quantity])).toEqual([
      ['50001', 2],
      ['50002', 4],
      ['50003', 5],
      ['50004', 2],
      ['50005', 1],
    ]);
    expect(cartCount(shop, GUEST_OWNER)).toBe(0);
    // 2 + 4 + 5 + 2 + 1: the guest's eight pieces join the account's seven, less the one 50003 had no room for.
    expect(cartCount(shop, SHOPPER)).toBe(14);
    expect(answer(cartMocks.getCart, shop)).toMatchObject({ shopcartnum: 14 });
  });

  it("coupons the guest held join the account's unless it holds them unused", () => {
    const shop = buildShopState('guest');
    login(shop, { account: '0861234567', password: 'newbie123' });
    expect(shop.shopping.wallets[ownerKeyOf(ACCOUNT_IDS.newShopper)]?.map((entry) => entry.coupon_id)).toEqual(['C-3001', 'C-3002', 'C-3003', 'C-3004', 'C-3005']);
    expect(shop.shopping.wallets[GUEST_OWNER]).toEqual([]);
  });
});
