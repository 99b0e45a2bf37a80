import { describe, expect, it } from 'vitest';
import { resolveMiddlewareNames } from './middlewareNames';
import { paramsAreValid } from './routeParams';
import { isStatusCodeText } from './statusText';

describe('isStatusCodeText (spec §8: the error page toasts other messages)', () => {
  it.each([
    ['404', true],
    ['500 Internal Server Error', true],
    ['Not Found', true],
    ['internal server error', true],
    ['', true],
    ['Unknown middleware', false],
    ['Network Error', false],
    ['สินค้าหมดแล้ว', false],
  ])('%s → %s', (message, expected) => {
    expect(isStatusCodeText(message)).toBe(expected);
  });
});

describe('paramsAreValid (spec §8: failed validation shows not found)', () => {
  it.each([
    [{ sign: 'lotus-dew' }, { sign: 'sign' }, true],
    [{ sign: '../../etc' }, { sign: 'sign' }, false],
    [{ sign: undefined }, { sign: 'sign' }, false],
    [{ sign: undefined }, { sign: 'optionalSign' }, true],
    [{ sign: 'a b' }, { sign: 'optionalSign' }, false],
    [{ product: 'serum-1001.html' }, { product: 'productSlug' }, true],
    [{ product: 'serum-1001' }, { product: 'productSlug' }, false],
    [{ id: '1001' }, { id: 'id' }, true],
    [{ id: '10x' }, { id: 'id' }, false],
    [{ other: 'anything' }, {}, true],
  ] as const)('%o with %o → %s', (params, rules, expected) => {
    expect(paramsAreValid(params, rules)).toBe(expected);
  });
});

describe('resolveMiddlewareNames (spec §8: unknown middleware)', () => {
  const registry = { auth: 'auth-fn', tourist: 'tourist-fn' };
  it('resolves known names in order', () => {
    expect(resolveMiddlewareNames(['tourist', 'auth'], registry)).toEqual({ ok: true, middleware: ['tourist-fn', 'auth-fn'] });
    expect(resolveMiddlewareNames([], registry)).toEqual({ ok: true, middleware: [] });
  });
  it('names the first unknown one, and never reads the prototype', () => {
    expect(resolveMiddlewareNames(['auth', 'vip'], registry)).toEqual({ ok: false, unknown: 'vip' });
    expect(resolveMiddlewareNames(['toString'], registry)).toEqual({ ok: false, unknown: 'toString' });
  });
});
