import { describe, expect, it } from 'vitest';
import { blockLayout, dataCodewords, dataModuleCount, symbolSize, totalCodewords } from './versions';

const VERSIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('version tables (ISO/IEC 18004 tables 1 and 9)', () => {
  it('grows four modules a side per version', () => {
    expect(VERSIONS.map(symbolSize)).toEqual([21, 25, 29, 33, 37, 41, 45, 49, 53, 57]);
  });

  it('counts the codewords and remainder bits of each version', () => {
    expect(VERSIONS.map(totalCodewords)).toEqual([26, 44, 70, 100, 134, 172, 196, 242, 292, 346]);
    expect(VERSIONS.map((version) => dataModuleCount(version) % 8)).toEqual([0, 7, 7, 7, 7, 7, 0, 0, 0, 0]);
  });

  it('holds the data codewords of each level', () => {
    expect(VERSIONS.map((version) => dataCodewords(version, 'L'))).toEqual([19, 34, 55, 80, 108, 136, 156, 194, 232, 274]);
    expect(VERSIONS.map((version) => dataCodewords(version, 'M'))).toEqual([16, 28, 44, 64, 86, 108, 124, 154, 182, 216]);
    expect(VERSIONS.map((version) => dataCodewords(version, 'Q'))).toEqual([13, 22, 34, 48, 62, 76, 88, 110, 132, 154]);
    expect(VERSIONS.map((version) => dataCodewords(version, 'H'))).toEqual([9, 16, 26, 36, 46, 60, 66, 86, 100, 122]);
  });

  it('splits codewords into short blocks first, long blocks one longer', () => {
    expect(blockLayout(5, 'Q')).toEqual({ ecPerBlock: 18, dataPerBlock: [15, 15, 16, 16] });
    expect(blockLayout(10, 'M')).toEqual({ ecPerBlock: 26, dataPerBlock: [43, 43, 43, 43, 44] });
    expect(blockLayout(1, 'M')).toEqual({ ecPerBlock: 10, dataPerBlock: [16] });
  });

  it('refuses versions it has no table for', () => {
    expect(() => totalCodewords(11)).toThrow(RangeError);
    expect(() => totalCodewords(0)).toThrow(RangeError);
  });
});
