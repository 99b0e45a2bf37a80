import { describe, expect, it } from 'vitest';
import { dataCodewordsOf } from './codewords';
import { characterCountBits, makeSegment, modeOf, segmentBitLength } from './segments';

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).toUpperCase().padStart(2, '0')).join(' ');

describe('modeOf', () => {
  it('picks numeric for digits, alphanumeric for the 45-character set, byte otherwise', () => {
    expect(modeOf('01234567')).toBe('numeric');
    expect(modeOf('HELLO WORLD')).toBe('alphanumeric');
    expect(modeOf('ABCD-1234 $%*+./:')).toBe('alphanumeric');
    expect(modeOf('abcd1234')).toBe('byte');
    expect(modeOf('ABCD_1234')).toBe('byte');
    expect(modeOf('บัตร')).toBe('byte');
  });
});

describe('characterCountBits', () => {
  it('widens the count at version 10', () => {
    expect([1, 9, 10].map((version) => characterCountBits('numeric', version))).toEqual([10, 10, 12]);
    expect([1, 9, 10].map((version) => characterCountBits('alphanumeric', version))).toEqual([9, 9, 11]);
    expect([1, 9, 10].map((version) => characterCountBits('byte', version))).toEqual([8, 8, 16]);
  });
});

describe('data codewords', () => {
  it('encodes the ISO/IEC 18004 annex example "01234567" at 1-M, padded with EC 11', () => {
    const segment = makeSegment('01234567');
    expect(segmentBitLength(segment, 1)).toBe(41);
    expect(hex(dataCodewordsOf(segment, 1, 'M'))).toBe('10 20 0C 56 61 80 EC 11 EC 11 EC 11 EC 11 EC 11');
  });

  it('encodes "HELLO WORLD" in alphanumeric pairs at 1-Q', () => {
    expect(hex(dataCodewordsOf(makeSegment('HELLO WORLD'), 1, 'Q'))).toBe('20 5B 0B 78 D1 72 DC 4D 43 40 EC 11 EC');
  });

  it('encodes bytes as UTF-8 with an 8-bit count', () => {
    expect(hex(dataCodewordsOf(makeSegment('ab'), 1, 'M'))).toBe('40 26 16 20 EC 11 EC 11 EC 11 EC 11 EC 11 EC 11');
    expect(makeSegment('ก').count).toBe(3);
  });

  it('shortens the terminator when the capacity ends first', () => {
    // 14 bytes fill version 1-M exactly: 4 + 8 + 112 = 124 bits of 128, so 4 terminator bits.
    const codewords = dataCodewordsOf(makeSegment('abcdefghijklmn'), 1, 'M');
    expect(codewords).toHaveLength(16);
    expect(codewords[15]).toBe(0xe0);
  });

  it('refuses a segment larger than the capacity', () => {
    expect(() => dataCodewordsOf(makeSegment('abcdefghijklmno'), 1, 'M')).toThrow(RangeError);
  });
});
