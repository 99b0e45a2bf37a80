import { describe, expect, it } from 'vitest';
import { isSafeRedirect } from './isSafeRedirect';

const policy = { origin: 'https://m.beauty.example', allowList: ['https://pay.partner.example', 'line.me'] };

const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(document.cookie)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u200bjavascript:alert(1)',
  'javascript%3Aalert(1)',
  '%6Aavascript:alert(1)',
  '%256Aavascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'file:///etc/passwd',
  '//evil.example',
  '//evil.example/m/login.php',
  '///evil.example',
  '\\\\evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/%5Cevil.example',
  '%2F%2Fevil.example',
  '/%2F/evil.example',
  'https://evil.example',
  'http://evil.example/m/login.php',
  'HTTPS://EVIL.EXAMPLE',
  'https://m.beauty.example.evil.example/',
  'https://m.beauty.example@evil.example/',
  'https://user:pass@m.beauty.example/',
  'https://evil.example#https://m.beauty.example',
  'https:evil.example',
  'https:/evil.example',
  'http://m.beauty.example/', // same host, other scheme: other origin
  'https://m.beauty.example:8443/',
  'https://evil。example',
  'https://pay.partner.example.evil.example/',
  'http://line.me/', // host allow-list entries are https only
  'https://evil.example%2F@m.beauty.example',
  ' https://m.beauty.example/',
  'https://m.beauty.example/ ',
  '%E0%A4%A',
  '',
  // The open-redirect cases of every address a page sends the shopper to from input.
  'https://evil.example/',
  '%2f%2fevil.example',
  ' https://evil.example',
  'https://evil.example ',
  'http:evil.example',
  'HTTP:evil.example',
  'https:/evil.example',
  'HTTPS:/evil.example',
  'Https://Evil.Example/',
  'HtTpS://evil.example',
  'JaVaScRiPt:alert(1)',
  '//EVIL.EXAMPLE',
  'https://evil\t.example/',
  'https:\t//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  '\n//evil.example',
  '//evil.example\n',
  'https://evil\n.example/',
  '/%09/evil.example',
  '/%0A/evil.example',
  '%09//evil.example',
  '%20https://evil.example',
  'javascript%3Aalert%281%29',
  '\\\\evil.example\\',
  '/\\\\evil.example',
];

const SAFE = [
  '/m/login.php',
  '/m/login.php?redirect=%2Fm%2Fmy.php',
  'login.php',
  '?tab=review',
  '#top',
  'https://m.beauty.example/m/center.php',
  'HTTPS://M.BEAUTY.EXAMPLE/m',
  'https://pay.partner.example/checkout?id=1',
  'https://line.me/R/ti/p/@beautyshop',
];

describe('isSafeRedirect', () => {
  it(`refuses ${HOSTILE.length} hostile targets`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
    for (const target of HOSTILE) expect(isSafeRedirect(target, policy), JSON.stringify(target)).toBe(false);
  });

  it('accepts same-origin paths and allow-listed origins', () => {
    for (const target of SAFE) expect(isSafeRedirect(target, policy), target).toBe(true);
  });

  it('refuses what is not a string', () => {
    for (const target of [null, undefined, 1, {}, ['/m']]) expect(isSafeRedirect(target, policy)).toBe(false);
  });

  it('accepts nothing off-origin without an allow-list', () => {
    expect(isSafeRedirect('https://pay.partner.example/', { origin: policy.origin })).toBe(false);
    expect(isSafeRedirect('/m', { origin: policy.origin })).toBe(true);
  });
});
