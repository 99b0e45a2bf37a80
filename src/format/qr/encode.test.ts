import { describe, expect, it } from 'vitest';
import { interleavedCodewords } from './codewords';
import { encodeQr, versionFor, type QrSymbol } from './encode';

const picture = (symbol: QrSymbol | null) => symbol?.modules.map((line) => line.map((dark) => (dark ? '#' : '.')).join(''));

/**
 * "HELLO WORLD" at 1-Q, the example of many QR tutorials, as libqrencode 4.1.1 draws it
 * (`qrencode -l Q -v 1 -m 0 -t ASCII 'HELLO WORLD'`, mask 0); zbar decodes it.
 */
const HELLO_WORLD_1Q = [
  '#######.##....#######',
  '#.....#.#..#..#.....#',
  '#.###.#.#..##.#.###.#',
  '#.###.#.#.....#.###.#',
  '#.###.#.#.#...#.###.#',
  '#.....#...#...#.....#',
  '#######.#.#.#.#######',
  '........#............',
  '.##.#.##....#.#.#####',
  '.#......####....#...#',
  '..##.###.##...#.##...',
  '.##.##.#..##.#.#.###.',
  '#...#.#.#.###.###.#.#',
  '........##.#..#...#.#',
  '#######.#.#....#.##..',
  '#.....#..#.##.##.#...',
  '#.###.#.#.#...#######',
  '#.###.#..#.#.#.#...#.',
  '#.###.#.#..#.###.#..#',
  '#.....#.#.####...#.##',
  '#######....#.###....#',
];

/** The ISO/IEC 18004 annex example "01234567" at 1-M with mask 2, as libqrencode 4.1.1 draws it. */
const NUMERIC_1M = [
  '#######..#.##.#######',
  '#.....#..####.#.....#',
  '#.###.#.#.....#.###.#',
  '#.###.#.##....#.###.#',
  '#.###.#.#.###.#.###.#',
  '#.....#.#...#.#.....#',
  '#######.#.#.#.#######',
  '........#..##........',
  '#.#####..#..#.#####..',
  '...#.#.##.#.#..#.##..',
  '..#...##.#.#.#..#####',
  '....#....#.....####..',
  '...######..#.#..#....',
  '........#.#####..##..',
  '#######..##.#.##.....',
  '#.....#.#.#####...#.#',
  '#.###.#.#...#..#.##..',
  '#.###.#.##..#..#.....',
  '#.###.#.#.##.#..#.#..',
  '#.....#........##.##.',
  '#######.####.#..#.#..',
];

describe('encodeQr', () => {
  it('draws "HELLO WORLD" at 1-Q module for module as the reference does, choosing mask 0 itself', () => {
    const symbol = encodeQr('HELLO WORLD', { level: 'Q' });
    expect(symbol).toMatchObject({ version: 1, level: 'Q', mode: 'alphanumeric', mask: 0, size: 21 });
    expect(picture(symbol)).toEqual(HELLO_WORLD_1Q);
  });

  it('draws the annex example "01234567" at 1-M, choosing mask 2 itself', () => {
    const symbol = encodeQr('01234567');
    expect(symbol).toMatchObject({ version: 1, level: 'M', mode: 'numeric', mask: 2 });
    expect(picture(symbol)).toEqual(NUMERIC_1M);
  });

  it('uses a mask it is given, changing only the data modules and the format information', () => {
    const chosen = encodeQr('HELLO WORLD', { level: 'Q', mask: 5 });
    expect(chosen?.mask).toBe(5);
    expect(picture(chosen)).not.toEqual(HELLO_WORLD_1Q);
    expect(picture(chosen)?.slice(0, 7).map((line) => line.slice(0, 7))).toEqual(HELLO_WORLD_1Q.slice(0, 7).map((line) => line.slice(0, 7)));
  });

  it('is level M unless told otherwise and returns a square of the version size', () => {
    const symbol = encodeQr('ABCD1234EFGH5678');
    expect(symbol?.level).toBe('M');
    expect(symbol?.modules).toHaveLength(symbol?.size ?? 0);
    for (const line of symbol?.modules ?? []) expect(line).toHaveLength(symbol?.size ?? 0);
  });

  it('returns null for text longer than version 10 holds, and never throws', () => {
    expect(encodeQr('x'.repeat(213))?.version).toBe(10);
    expect(encodeQr('x'.repeat(214))).toBeNull();
    expect(encodeQr('')?.version).toBe(1);
    expect(encodeQr('😀 ทดสอบ 中文')?.mode).toBe('byte');
  });
});

describe('versionFor', () => {
  it.each([
    // [mode, the longest text of each version 1–10 at level M (ISO/IEC 18004 table 7)]
    ['byte', 'x', [14, 26, 42, 62, 84, 106, 122, 152, 180, 213]],
    ['alphanumeric', 'A', [20, 38, 61, 90, 122, 154, 178, 221, 262, 311]],
    ['numeric', '7', [34, 63, 101, 149, 202, 255, 293, 365, 432, 513]],
  ] as const)('fits %s text of each capacity in the smallest version', (_mode, char, capacities) => {
    capacities.forEach((capacity, index) => {
      expect(versionFor(char.repeat(capacity))).toBe(index + 1);
      expect(versionFor(char.repeat(capacity + 1))).toBe(index === 9 ? null : index + 2);
    });
  });

  it('needs a larger version at a higher level', () => {
    expect(versionFor('HELLO WORLD', 'Q')).toBe(1);
    expect(versionFor('HELLO WORLD', 'H')).toBe(2);
    expect(versionFor('ABCD1234ABCD1234', 'M')).toBe(1);
  });
});

describe('interleavedCodewords', () => {
  it('takes the data codewords of every block in turn, then their error-correction codewords', () => {
    // 5-Q: blocks of 15, 15, 16 and 16 data codewords, 18 error-correction codewords each.
    const data = Uint8Array.from({ length: 62 }, (_, i) => i);
    const sequence = [...interleavedCodewords(data, 5, 'Q')];
    expect(sequence).toHaveLength(134);
    expect(sequence.slice(0, 8)).toEqual([0, 15, 30, 46, 1, 16, 31, 47]);
    // The long blocks' last data codewords close the data part.
    expect(sequence.slice(56, 62)).toEqual([14, 29, 44, 60, 45, 61]);
  });
});
