// The hostile inputs of scripts/hostile-routes-check.mjs: query values, path segments, the cookies
// the app reads and their tampered values, and the off-site addresses the open-redirect guard refuses.

import { OFF_SITE_ADDRESSES } from '../../src/server/testing/offSiteAddresses.ts';

const enc = encodeURIComponent;

/**
 * Query values, as written into the address (`raw` is not encoded again: `%00` and the cut escape
 * `%E0%A4%A` reach the server as typed). `repeat` sends the parameter twice (`a=1&a=2`). A `long`
 * value goes into one parameter only: four of them would pass the 16 kB of request line and headers
 * a server accepts (Node answers 431 beyond it, before the app is asked).
 */
export const QUERY_VARIANTS = [
  { name: 'path climb', raw: enc('../../x') },
  { name: '5 kB value', raw: 'x'.repeat(5000), long: true },
  { name: 'script tag', raw: enc('<script>alert(1)</script>') },
  { name: 'NUL escape', raw: '%00' },
  { name: 'bad escape', raw: '%E0%A4%A' },
  { name: 'repeated', raw: '1', repeat: '2' },
  { name: 'JSON fragment', raw: enc('{"a":[1,') },
  { name: 'huge number', raw: '99999999999999999999999999' },
  { name: 'negative id', raw: '-1' },
  { name: 'empty', raw: '' },
  { name: 'off-site address', raw: enc('//evil.example') },
  { name: 'Thai 5 kB', raw: enc('ก'.repeat(600)), long: true },
];

/** Path segments for the routes with ids (`/m/booking/{sign}`, `/m/{brand}/{product}.html` …). */
export const PATH_VARIANTS = [
  { name: 'path climb', raw: '..%2F..%2Fx' },
  { name: 'bad escape', raw: '%E0%A4%A' },
  { name: 'script tag', raw: enc('<script>alert(1)</script>') },
  { name: 'negative id', raw: '-1' },
  { name: 'huge number', raw: '99999999999999999999999999' },
  { name: '2 kB segment', raw: 'x'.repeat(2000) },
  { name: 'NUL escape', raw: 'a%00b' },
];

/** Every cookie the app reads besides the mock backend's session (src/i18n, src/session, src/api, the search page). */
export const APP_COOKIES = [
  'f34c_lang2',
  'f34c_chinese_tourist',
  'f34c_no_wechat_auto_login',
  'search_history',
  'brand_search_history',
  'share_user_id',
  'affiliate_link_id',
];

const tamperedHistory = `v1.${enc(
  JSON.stringify([1, null, { term: 'x' }, '<img src=x id=injected onerror=alert(1)>', 'serum', 'a'.repeat(400), ...Array.from({ length: 40 }, (_, i) => `t${i}`)]),
)}`;
const tamperedBrandHistory = `v1.${enc(
  JSON.stringify([['../../x', ['a']], ['lotus-dew', ['<img src=x id=injected>', 7, 'toner']], 'x', [null, null], ['ok', 'not a list']]),
)}`;

/** Cookie values: each case sets every app cookie (and `only`, when given, limits it to some). */
export const COOKIE_CASES = [
  { name: 'malformed JSON', value: () => '{"a":[1,', history: () => 'v1.{"a":[1,', brandHistory: () => `v1.${enc('[["lotus-dew",["a"')}` },
  { name: 'garbage', value: () => "%E0%A4%A%%zz<>'`\\", history: () => 'v1.%E0%A4%A', brandHistory: () => 'v9.garbage' },
  // 4 kB on three cookies at once: seven would pass 16 kB of headers, beyond what servers accept.
  { name: '4 kB values', value: () => 'x'.repeat(4000), history: () => `v1.${'x'.repeat(3990)}`, brandHistory: () => `v1.${enc('[')}${'y'.repeat(3980)}`, only: ['f34c_lang2', 'search_history', 'brand_search_history'] },
  { name: 'search history tampered', value: () => '1', history: () => tamperedHistory, brandHistory: () => tamperedBrandHistory, only: ['search_history', 'brand_search_history', 'share_user_id'] },
];

/** The cookies of a case for the shop's origin. */
export function cookiesOf(cookieCase, origin) {
  const names = cookieCase.only ?? APP_COOKIES;
  return names.map((name) => {
    const value = name === 'search_history' ? cookieCase.history() : name === 'brand_search_history' ? cookieCase.brandHistory() : cookieCase.value();
    return { name, value, url: origin };
  });
}

/** Addresses that leave the shop, as an attacker would write them into `redirect` (or a backend link). */
export const OFFSITE_TARGETS = OFF_SITE_ADDRESSES;
