import { describe, expect, it } from 'vitest';
import { login, logout } from './account/accountOps';
import { DEMO_ACCOUNTS } from './account/accountSlice';
import { buildShopState } from './buildShopState';
import { recordUpload } from './booking/storageOps';
import { isFailure } from './failure';
import { newId } from './ids';
import { SHOP_LIMITS } from './limits';
import { ACCOUNT_IDS, seedUserId } from './seedNames';
import { createSessionMap } from './sessionMap';
import { addToCart } from './shopping/cartOps';
import { cartCount, cartOf } from './shopping/cartLines';
import { currentOwner } from './shopping/owners';
import { createWorldShop } from './worldShop';

const phone = (id: string) => new Request('http://127.0.0.1/m_api/404.php', { headers: { cookie: `sessionid=${id}` } });
const signInShopper = (shop: ReturnType<typeof createWorldShop>, id: string) =>
  login(shop.stateFor(phone(id)), { account: DEMO_ACCOUNTS.shopper.phone, password: DEMO_ACCOUNTS.shopper.password });
const shopperCart = (shop: ReturnType<typeof createWorldShop>) => cartOf(shop.worldState(), String(ACCOUNT_IDS.shopper));

function worldWithPhones(options: Parameters<typeof createWorldShop>[0] = {}) {
  let n = 0;
  const shop = createWorldShop({ createId: () => `phone-${++n}0000`, ...options });
  const a = shop.session(new Request('http://127.0.0.1/'));
  const b = shop.session(new Request('http://127.0.0.1/'));
  return { shop, a: a.id, b: b.id };
}

describe('one shared world behind every session', () => {
  it('a new session starts as the seed’s own shop does: its account signed in, its guest cart', () => {
    for (const seed of ['guest', 'shopper'] as const) {
      const { shop, a } = worldWithPhones({ seed });
      const view = shop.stateFor(phone(a));
      const own = buildShopState(seed);
      expect(view.account.session.userId).toBe(seedUserId(seed));
      expect(cartOf(view, currentOwner(view))).toEqual(cartOf(own, currentOwner(own)));
      expect(view.shopping.orders).toEqual(own.shopping.orders);
    }
  });

  it('each session has its own guest cart; the world holds none', () => {
    const { shop, a, b } = worldWithPhones();
    const before = cartCount(shop.stateFor(phone(b)), 'guest');
    expect(isFailure(addToCart(shop.stateFor(phone(a)), { teamId: '50008', quantity: 2 }))).toBe(false);
    expect(cartCount(shop.stateFor(phone(a)), 'guest')).toBe(before + 2);
    expect(cartCount(shop.stateFor(phone(b)), 'guest')).toBe(before);
    expect(Object.keys(shop.worldState().shopping.carts)).not.toContain('guest');
    expect('guest' in shop.stateFor(phone(a)).shopping.carts).toBe(true);
  });

  it('two phones of one account share its cart: a line added on one is in the other’s', () => {
    const { shop, a, b } = worldWithPhones({ seed: 'newShopper' });
    // Both phones sign in as the shopper (phone a from the new shopper's account).
    logout(shop.stateFor(phone(a)));
    expect(isFailure(signInShopper(shop, a))).toBe(false);
    logout(shop.stateFor(phone(b)));
    expect(isFailure(signInShopper(shop, b))).toBe(false);
    const added = addToCart(shop.stateFor(phone(a)), { teamId: '50008', quantity: 1 });
    if (isFailure(added)) throw new Error(added.text('en_US'));
    const onB = shop.stateFor(phone(b));
    expect(cartOf(onB, currentOwner(onB)).map((line) => line.cart_id)).toContain(added.cart_id);
    expect(shopperCart(shop)).toContainEqual(added);
  });

  it('the guest’s cart joins the account’s at sign-in, and only that session’s', () => {
    const { shop, a, b } = worldWithPhones();
    addToCart(shop.stateFor(phone(a)), { teamId: '50008', quantity: 1 });
    addToCart(shop.stateFor(phone(b)), { teamId: '50010', quantity: 1 });
    signInShopper(shop, a);
    const teams = shopperCart(shop).map((line) => line.team_id);
    expect(teams).toContain('50008');
    expect(teams).not.toContain('50010');
    expect(cartOf(shop.stateFor(phone(a)), 'guest')).toEqual([]);
    expect(cartOf(shop.stateFor(phone(b)), 'guest').map((line) => line.team_id)).toContain('50010');
  });

  it('a guest’s uploads go to the account that signs in on the same phone, not on another', () => {
    const { shop, a, b } = worldWithPhones();
    recordUpload(shop.stateFor(phone(a)), { path: 'review/2025/03/phone-a.jpg' });
    recordUpload(shop.stateFor(phone(b)), { path: 'review/2025/03/phone-b.jpg' });
    signInShopper(shop, a);
    const owners = Object.fromEntries(shop.worldState().booking.storage.uploads.map((upload) => [upload.path, upload.user_id]));
    expect(owners).toEqual({ 'review/2025/03/phone-a.jpg': ACCOUNT_IDS.shopper, 'review/2025/03/phone-b.jpg': null });
  });

  it('signing in or out on one phone leaves the other phone as it was', () => {
    const { shop, a, b } = worldWithPhones();
    signInShopper(shop, a);
    expect(shop.stateFor(phone(a)).account.session.userId).toBe(ACCOUNT_IDS.shopper);
    expect(shop.stateFor(phone(b)).account.session.userId).toBeNull();
    signInShopper(shop, b);
    logout(shop.stateFor(phone(a)));
    expect(shop.stateFor(phone(b)).account.session.userId).toBe(ACCOUNT_IDS.shopper);
  });

  it('ids, the clock and the entity cap are the world’s: two sessions never get the same id', () => {
    const { shop, a, b } = worldWithPhones();
    const first = newId(shop.stateFor(phone(a)), 'order', 100);
    const second = newId(shop.stateFor(phone(b)), 'order', 100);
    expect([first, second]).toEqual([100, 101]);
    expect(shop.worldState().created).toBe(2);
    shop.worldState().created = SHOP_LIMITS.maxCreatedInWorld;
    expect(isFailure(newId(shop.stateFor(phone(a)), 'order', 100))).toBe(true);
  });

  it('a reset of the world starts every account’s data again and keeps only the caller’s session', () => {
    const { shop, a, b } = worldWithPhones();
    signInShopper(shop, b);
    addToCart(shop.stateFor(phone(b)), { teamId: '50008', quantity: 1 });
    const seeded = cartOf(buildShopState('guest'), String(ACCOUNT_IDS.shopper));
    shop.reset('merchant', phone(a));
    expect(shopperCart(shop)).toEqual(seeded);
    expect(shop.stateFor(phone(a)).account.session.userId).toBe(ACCOUNT_IDS.merchant);
    expect(shop.session(phone(b)).isNew).toBe(true);
    expect(shop.size).toBe(2);
  });

  it('a reset of one session keeps the world and the other sessions', () => {
    const { shop, a, b } = worldWithPhones();
    signInShopper(shop, b);
    addToCart(shop.stateFor(phone(b)), { teamId: '50008', quantity: 1 });
    const cart = structuredClone(shopperCart(shop));
    shop.resetSession('tourist', phone(a));
    expect(shop.stateFor(phone(a)).account.session.userId).toBe(ACCOUNT_IDS.tourist);
    expect(shop.stateFor(phone(b)).account.session.userId).toBe(ACCOUNT_IDS.shopper);
    expect(shopperCart(shop)).toEqual(cart);
  });
});

describe('bounded sessions', () => {
  it('an idle session expires after the idle time; the account’s data stays in the world', () => {
    let now = 0;
    const { shop, a, b } = worldWithPhones({ idleMinutes: 30, now: () => now });
    signInShopper(shop, a);
    addToCart(shop.stateFor(phone(a)), { teamId: '50008', quantity: 1 });
    now += 20 * 60_000;
    shop.stateFor(phone(b)); // b is used, a is not
    now += 15 * 60_000;
    expect(shop.session(phone(b)).isNew).toBe(false);
    expect(shop.session(phone(a)).isNew).toBe(true);
    expect(shop.size).toBe(2); // b and the session that replaced a
    expect(shopperCart(shop).map((line) => line.team_id)).toContain('50008');
  });

  it('keeps at most its maximum, the least recently used dropped first', () => {
    const sessions = createSessionMap<number>({ max: 2, idleMs: 60_000, now: () => 0 });
    sessions.set('one', 1);
    sessions.set('two', 2);
    sessions.get('one');
    sessions.set('three', 3);
    expect([sessions.get('one'), sessions.get('two'), sessions.get('three')]).toEqual([1, undefined, 3]);
    expect(sessions.size).toBe(2);
  });

  it('a session’s view is the world’s own records, apart from who is signed in', () => {
    const { shop, a } = worldWithPhones();
    const view = shop.stateFor(phone(a));
    // The view's slices other than the session's part are the world's own objects.
    expect(view.social).toBe(shop.worldState().social);
    expect(view.booking).toBe(shop.worldState().booking);
    expect(view.shopping.orders).toBe(shop.worldState().shopping.orders);
    expect(view.account.accounts).toBe(shop.worldState().account.accounts);
    expect(view.account.session).not.toBe(shop.worldState().account.session);
  });
});
