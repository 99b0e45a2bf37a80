import { describe, expect, it } from 'vitest';
import { codeFromScan, scanProblemOf } from './bookingVerification.rules';

describe('codeFromScan', () => {
  it.each([
    ['50000001', '50000001'],
    [' 5000 0001 ', '50000001'],
    ['5000-0001', '50000001'],
    ['５０００００１２', '50000012'],
    ['https://m.example.co.th/m/booking/verification?code=50000001', '50000001'],
    ['http://127.0.0.1:4173/m/booking/verification?lang=th&code=5000%200001#top', '50000001'],
    ['/m/booking/verification?code=50000001', '50000001'],
  ])('reads %j as %s', (text, code) => {
    expect(codeFromScan(text)).toBe(code);
  });

  it.each([
    '',
    '5000001',
    '500000011',
    'abcdefgh',
    'https://m.example.co.th/m/booking/verification?code=5000',
    'https://m.example.co.th/m/booking/verification?code=%E0%A4%A',
    'https://m.example.co.th/m/booking/verification?voucher=50000001',
    'https://evil.example/?code=<script>alert(1)</script>',
    `?code=50000001${'x'.repeat(5000)}`,
  ])('finds no code in %j', (text) => {
    expect(codeFromScan(text)).toBeNull();
  });
});

describe('scanProblemOf', () => {
  it('tells an unavailable scanner and a refused camera apart from a closed scanner', () => {
    expect(scanProblemOf({ reason: 'unavailable' })).toBe('unavailable');
    expect(scanProblemOf({ reason: 'denied' })).toBe('denied');
    expect(scanProblemOf({ reason: 'cancelled' })).toBeNull();
    expect(scanProblemOf(new Error('camera broke'))).toBeNull();
    expect(scanProblemOf(null)).toBeNull();
  });
});
