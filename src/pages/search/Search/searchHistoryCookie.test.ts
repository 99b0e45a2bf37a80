import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBrandTerm,
  addTerm,
  brandTerms,
  decodeBrandHistory,
  decodeHistory,
  encodeBrandHistory,
  encodeHistory,
  MAX_COOKIE_VALUE_BYTES,
  MAX_HISTORY_BRANDS,
  MAX_HISTORY_ENTRIES,
  normalizeTerm,
  readCookie,
  serializeHistoryCookie,
  SEARCH_HISTORY_COOKIE,
  type BrandSearchHistory,
} from './searchHistoryCookie';

const term = fc.string({ minLength: 1, maxLength: 60, unit: 'grapheme' });
const brand = fc.stringMatching(/^[a-z0-9-]{1,12}$/);

describe('addTerm', () => {
  it('puts the newest term first and moves a repeated one up', () => {
    expect(addTerm(['กันแดด', 'เซรั่ม'], 'เซรั่ม')).toEqual(['เซรั่ม', 'กันแดด']);
  });

  it('ignores blank terms and trims', () => {
    expect(addTerm(['a'], '   ')).toEqual(['a']);
    expect(addTerm([], '  lip   tint ')).toEqual(['lip tint']);
  });

  it('keeps at most 20 unique terms, newest first (property)', () => {
    fc.assert(
      fc.property(fc.array(term, { maxLength: 60 }), (terms) => {
        const history = terms.reduce<readonly string[]>(addTerm, []);
        expect(history.length).toBeLessThanOrEqual(MAX_HISTORY_ENTRIES);
        expect(new Set(history).size).toBe(history.length);
        const last = normalizeTerm(terms[terms.length - 1] ?? '');
        if (last) expect(history[0]).toBe(last);
      }),
    );
  });
});

describe('addBrandTerm', () => {
  it('keeps at most 30 brands with at most 20 terms each, latest brand first (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(brand, term), { maxLength: 120 }), (searches) => {
        const history = searches.reduce<BrandSearchHistory>((h, [b, t]) => addBrandTerm(h, b, t), []);
        expect(history.length).toBeLessThanOrEqual(MAX_HISTORY_BRANDS);
        expect(new Set(history.map(([b]) => b)).size).toBe(history.length);
        for (const [, terms] of history) expect(terms.length).toBeLessThanOrEqual(MAX_HISTORY_ENTRIES);
        const last = searches[searches.length - 1];
        if (last && normalizeTerm(last[1])) {
          expect(history[0]?.[0]).toBe(last[0]);
          expect(brandTerms(history, last[0])[0]).toBe(normalizeTerm(last[1]));
        }
      }),
    );
  });

  it('refuses a brand sign that is not a URL segment', () => {
    expect(addBrandTerm([], '../x', 'serum')).toEqual([]);
  });
});

describe('cookie values', () => {
  it('round-trips a history', () => {
    const history = ['เซรั่มขมิ้นชัน', 'sunscreen; SPF50', '防晒霜 "new"'];
    expect(decodeHistory(encodeHistory(history))).toEqual(history);
  });

  it('round-trips any history built with addTerm, within the size limit (property)', () => {
    fc.assert(
      fc.property(fc.array(term, { maxLength: 40 }), (terms) => {
        const history = terms.reduce<readonly string[]>(addTerm, []);
        const encoded = encodeHistory(history);
        expect(encoded.length).toBeLessThanOrEqual(MAX_COOKIE_VALUE_BYTES);
        expect(encoded).not.toMatch(/[;,\s"\\]/);
        const decoded = decodeHistory(encoded);
        // Only the oldest terms may be dropped to fit.
        expect(decoded).toEqual(history.slice(0, decoded.length));
      }),
    );
  });

  it('round-trips a brand history within the size limit, dropping only the oldest (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(brand, term), { maxLength: 200 }), (searches) => {
        const history = searches.reduce<BrandSearchHistory>((h, [b, t]) => addBrandTerm(h, b, t), []);
        const encoded = encodeBrandHistory(history);
        expect(encoded.length).toBeLessThanOrEqual(MAX_COOKIE_VALUE_BYTES);
        const decoded = decodeBrandHistory(encoded);
        decoded.forEach(([b, terms], i) => {
          expect(b).toBe(history[i]?.[0]);
          expect(terms).toEqual(history[i]?.[1].slice(0, terms.length));
        });
      }),
    );
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['no version', encodeURIComponent('["a"]')],
    ['bad percent-encoding', 'v1.%E0%A4%A'],
    ['truncated JSON', 'v1.%5B%22a%22'],
    ['an object', `v1.${encodeURIComponent('{"a":1}')}`],
    ['a number', 'v1.42'],
    ['prototype keys', `v1.${encodeURIComponent('{"__proto__":["x"]}')}`],
  ])('reads a %s cookie as an empty history', (_label, raw) => {
    expect(decodeHistory(raw)).toEqual([]);
    expect(decodeBrandHistory(raw)).toEqual([]);
  });

  it('keeps the good entries of a partly tampered cookie', () => {
    const raw = `v1.${encodeURIComponent(JSON.stringify(['ok', 7, null, { a: 1 }, ' ok ', 'fine']))}`;
    expect(decodeHistory(raw)).toEqual(['ok', 'fine']);
    const brands = `v1.${encodeURIComponent(JSON.stringify([['lotus', ['toner']], ['../evil', ['x']], ['lotus', ['dup']], 'junk', ['sun', 'notalist']]))}`;
    expect(decodeBrandHistory(brands)).toEqual([['lotus', ['toner']]]);
  });

  it('never throws and never returns more than the limits for arbitrary input (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((s) => `v1.${s}`), fc.json().map((j) => `v1.${encodeURIComponent(j)}`)), (raw) => {
        const history = decodeHistory(raw);
        expect(history.length).toBeLessThanOrEqual(MAX_HISTORY_ENTRIES);
        const brands = decodeBrandHistory(raw);
        expect(brands.length).toBeLessThanOrEqual(MAX_HISTORY_BRANDS);
      }),
    );
  });
});

describe('readCookie and serializeHistoryCookie', () => {
  it('finds the cookie among others, the first one winning', () => {
    expect(readCookie('a=1; search_history=v1.x; search_history=v1.y', SEARCH_HISTORY_COOKIE)).toBe('v1.x');
    expect(readCookie('brand_search_history=z', SEARCH_HISTORY_COOKIE)).toBeUndefined();
  });

  it('keeps the cookie for 365 days', () => {
    expect(serializeHistoryCookie(SEARCH_HISTORY_COOKIE, 'v1.x')).toBe('search_history=v1.x; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(serializeHistoryCookie(SEARCH_HISTORY_COOKIE, 'v1.x', { secure: true })).toMatch(/; Secure$/);
  });
});
