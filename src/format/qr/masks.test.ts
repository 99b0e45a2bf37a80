import { describe, expect, it } from 'vitest';
import { applyMask, finderLikePenalty, maskCondition, penaltyScore, runPenalty, type MaskPattern } from './masks';
import { functionPatterns } from './placement';

const grid = (lines: readonly string[]) => lines.map((line) => [...line].map((module) => module === '#'));

describe('mask conditions (ISO/IEC 18004 table 10)', () => {
  it('draws the eight reference patterns on a 6×6 corner (i = row, j = column)', () => {
    const corner = (mask: MaskPattern) =>
      Array.from({ length: 6 }, (_, i) => Array.from({ length: 6 }, (_, j) => (maskCondition(mask, i, j) ? '#' : '.')).join(''));
    expect(corner(0)).toEqual(['#.#.#.', '.#.#.#', '#.#.#.', '.#.#.#', '#.#.#.', '.#.#.#']);
    expect(corner(1)).toEqual(['######', '......', '######', '......', '######', '......']);
    expect(corner(2)).toEqual(['#..#..', '#..#..', '#..#..', '#..#..', '#..#..', '#..#..']);
    expect(corner(3)).toEqual(['#..#..', '..#..#', '.#..#.', '#..#..', '..#..#', '.#..#.']);
    expect(corner(4)).toEqual(['###...', '###...', '...###', '...###', '###...', '###...']);
    expect(corner(5)).toEqual(['######', '#.....', '#..#..', '#.#.#.', '#..#..', '#.....']);
    expect(corner(6)).toEqual(['######', '###...', '##.##.', '#.#.#.', '#.##.#', '#...##']);
    expect(corner(7)).toEqual(['#.#.#.', '...###', '#...##', '.#.#.#', '###...', '.###..']);
  });

  it('leaves function patterns alone', () => {
    const symbol = functionPatterns(1, 'M');
    const masked = applyMask(symbol, 0);
    symbol.reserved.forEach((line, row) =>
      line.forEach((isReserved, column) => {
        const expected = isReserved ? symbol.modules[row]?.[column] : maskCondition(0, row, column);
        expect(masked[row]?.[column]).toBe(expected);
      }),
    );
  });
});

describe('penaltyScore (ISO/IEC 18004 §7.8.3)', () => {
  it('scores nothing for a checkerboard: no runs, no blocks, half dark', () => {
    const checkerboard = Array.from({ length: 6 }, (_, i) => Array.from({ length: 6 }, (_, j) => (i + j) % 2 === 0));
    expect(penaltyScore(checkerboard)).toBe(0);
  });

  it('scores runs of five or more: 3 plus one per extra module (rule 1)', () => {
    // Row 0 has a light run of 6 (4 points); columns alternate so nothing else scores.
    const modules = grid(['......', '#.#.#.', '.#.#.#', '#.#.#.', '.#.#.#', '#.#.#.']);
    // Dark share is 15/36 (41.7%): one 5% step from half, 10 points (rule 4).
    expect(penaltyScore(modules)).toBe(4 + 10);
  });

  it('scores each 2×2 block of one colour (rule 2)', () => {
    const modules = grid(['##.#', '##.#', '.#.#', '#.#.']);
    // One dark 2×2 block (3); dark share 10/16 = 62.5%, two steps from half (20).
    expect(penaltyScore(modules)).toBe(3 + 20);
  });

  it('scores a 1:1:3:1:1 pattern with four light modules on either side (rule 3), outside the symbol counting as light', () => {
    const line = (text: string) => [...text].map((module) => module === '#');
    expect(finderLikePenalty(line('#.###.#....'))).toBe(40);
    expect(finderLikePenalty(line('....#.###.#'))).toBe(40);
    expect(finderLikePenalty(line('....#.###.#.#..'))).toBe(40);
    expect(finderLikePenalty(line('#.#.###.#....'))).toBe(40);
    expect(finderLikePenalty(line('..#.###.#..'))).toBe(40);
    expect(finderLikePenalty(line('....#.###.#....'))).toBe(40);
    expect(finderLikePenalty(line('#...#.###.#.#..'))).toBe(0);
    expect(finderLikePenalty(line('#.##.#.......'))).toBe(0);
  });

  it('scores the run lengths of one line (rule 1)', () => {
    const line = (text: string) => [...text].map((module) => module === '#');
    expect(runPenalty(line('####.'))).toBe(0);
    expect(runPenalty(line('#####.'))).toBe(3);
    expect(runPenalty(line('.######'))).toBe(4);
    expect(runPenalty(line('#######.......'))).toBe(5 + 5);
  });
});
