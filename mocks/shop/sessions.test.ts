import { describe, expect, it } from 'vitest';
import { buildShopState } from './buildShopState';
import { nowText, tick } from './clock';
import { isFailure } from './failure';
import { newId } from './ids';
import { SHOP_LIMITS } from './limits';
import { SEED_NAMES, seedUserId } from './seedNames';
import { createSessionShop, createSharedShop, sessionIdOf } from './sessions';

const withCookie = (cookie: string) => new Request('http://127.0.0.1/m_api/404.php', { headers: { cookie } });

describe('seeds', () => {
  it.each(SEED_NAMES)('%s builds the same state every time', (seed) => {
    expect(buildShopState(seed)).toEqual(buildShopState(seed));
    expect(JSON.parse(JSON.stringify(buildShopState(seed)))).toEqual(buildShopState(seed));
  });

  it('signs in the seed’s account (nobody for guest)', () => {
    expect(buildShopState('guest').account.session.userId).toBeNull();
    for (const seed of SEED_NAMES) expect(buildShopState(seed).account.session.userId).toBe(seedUserId(seed));
  });
});

describe('the fixed clock and stable ids', () => {
  it('starts at 2025-03-14 10:30 in Bangkok and moves a minute per write', () => {
    const state = buildShopState('guest');
    expect(nowText(state.clock)).toBe('2025-03-14 10:30:00');
    expect(tick(state.clock)).toBe('2025-03-14 10:31:00');
  });

  it('hands out ids from the first one on, per kind', () => {
    const state = buildShopState('guest');
    expect([newId(state, 'order', 100), newId(state, 'order', 100), newId(state, 'refund', 7)]).toEqual([100, 101, 7]);
  });

  it('refuses new entities once a session has created its cap', () => {
    const state = buildShopState('guest');
    state.created = SHOP_LIMITS.maxCreatedPerSession;
    const refused = newId(state, 'order', 1);
    expect(isFailure(refused) && refused.code).toBe(1);
    expect(isFailure(refused) && refused.text('en_US')).toMatch(/reset/);
  });
});

describe('sessions', () => {
  it('a shared shop answers every request from one state and resets to a seed', () => {
    const shop = createSharedShop('guest');
    const state = shop.stateFor(withCookie(''));
    expect(shop.stateFor(withCookie('sessionid=abcdefgh12'))).toBe(state);
    shop.reset('shopper');
    expect(shop.stateFor(withCookie('')).account.session.userId).toBe(seedUserId('shopper'));
  });

  it('reads only a well-formed session cookie', () => {
    expect(sessionIdOf(withCookie('a=1; sessionid=abcdefgh12'))).toBe('abcdefgh12');
    expect(sessionIdOf(withCookie('sessionid=../../x'))).toBeUndefined();
    expect(sessionIdOf(withCookie('sessionid=<script>'))).toBeUndefined();
  });

  it('keeps a state per cookie, new sessions from the seed', () => {
    let n = 0;
    const shop = createSessionShop({ seed: 'shopper', createId: () => `session-${++n}` });
    const first = shop.session(withCookie(''));
    expect(first).toEqual({ id: 'session-1', isNew: true });
    expect(shop.session(withCookie('sessionid=session-1'))).toEqual({ id: 'session-1', isNew: false });
    const a = shop.stateFor(withCookie('sessionid=session-1'));
    a.account.session.userId = null;
    const second = shop.session(withCookie('sessionid=forged-but-well-formed'));
    expect(second.isNew).toBe(true);
    expect(shop.stateFor(withCookie(`sessionid=${second.id}`)).account.session.userId).toBe(seedUserId('shopper'));
    expect(shop.stateFor(withCookie('sessionid=session-1')).account.session.userId).toBeNull();
  });

  it('drops the least recently used session past the cap', () => {
    let n = 0;
    const shop = createSessionShop({ maxSessions: 2, createId: () => `session-${++n}` });
    shop.session(withCookie(''));
    shop.session(withCookie(''));
    shop.stateFor(withCookie('sessionid=session-1')); // session-1 used again: session-2 is now the oldest
    shop.session(withCookie(''));
    expect(shop.size).toBe(2);
    expect(shop.session(withCookie('sessionid=session-1')).isNew).toBe(false);
    expect(shop.session(withCookie('sessionid=session-2')).isNew).toBe(true);
  });

  it('resets one session to a seed and leaves the others', () => {
    let n = 0;
    const shop = createSessionShop({ createId: () => `session-${++n}` });
    shop.session(withCookie(''));
    shop.session(withCookie(''));
    shop.reset('merchant', withCookie('sessionid=session-1'));
    expect(shop.stateFor(withCookie('sessionid=session-1')).account.session.userId).toBe(seedUserId('merchant'));
    expect(shop.stateFor(withCookie('sessionid=session-2')).account.session.userId).toBeNull();
  });
});
