import { describe, expect, it } from 'vitest';
import { formatInformationBits, versionInformationBits } from './bch';
import type { ErrorCorrectionLevel } from './versions';

/** The 32 format information strings of ISO/IEC 18004 table C.1, masks 0–7 for each level. */
const FORMAT_TABLE: Record<ErrorCorrectionLevel, readonly string[]> = {
  L: [
    '111011111000100', '111001011110011', '111110110101010', '111100010011101',
    '110011000101111', '110001100011000', '110110001000001', '110100101110110',
  ],
  M: [
    '101010000010010', '101000100100101', '101111001111100', '101101101001011',
    '100010111111001', '100000011001110', '100111110010111', '100101010100000',
  ],
  Q: [
    '011010101011111', '011000001101000', '011111100110001', '011101000000110',
    '010010010110100', '010000110000011', '010111011011010', '010101111101101',
  ],
  H: [
    '001011010001001', '001001110111110', '001110011100111', '001100111010000',
    '000011101100010', '000001001010101', '000110100001100', '000100000111011',
  ],
};

const bits = (value: number, width: number) => value.toString(2).padStart(width, '0');

describe('formatInformationBits', () => {
  it.each((['L', 'M', 'Q', 'H'] as const).flatMap((level) => FORMAT_TABLE[level].map((expected, mask) => [level, mask, expected] as const)))(
    'level %s, mask %i is %s',
    (level, mask, expected) => {
      expect(bits(formatInformationBits(level, mask), 15)).toBe(expected);
    },
  );

  it('refuses a mask outside 0–7', () => {
    expect(() => formatInformationBits('M', 8)).toThrow(RangeError);
  });
});

describe('versionInformationBits', () => {
  it.each([
    [7, '000111110010010100'],
    [8, '001000010110111100'],
    [9, '001001101010011001'],
    [10, '001010010011010011'],
  ])('version %i is %s', (version, expected) => {
    expect(bits(versionInformationBits(version), 18)).toBe(expected);
  });

  it('does not exist below version 7', () => {
    expect(() => versionInformationBits(6)).toThrow(RangeError);
  });
});
