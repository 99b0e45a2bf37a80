import { describe, expect, it } from 'vitest';
import { drawFormatInformation, functionPatterns, placeCodewords, type ModuleGrid } from './placement';
import { dataModuleCount, symbolSize } from './versions';

const FINDER = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######'];

/** The `height`×`width` square of modules from (row, column), as '#' and '.' lines. */
const crop = (modules: ModuleGrid, row: number, column: number, height: number, width: number) =>
  modules.slice(row, row + height).map((line) => line.slice(column, column + width).map((dark) => (dark ? '#' : '.')).join(''));

const bitsAt = (modules: ModuleGrid, cells: readonly (readonly [number, number])[]) =>
  cells.map(([row, column]) => (modules[row]?.[column] ? '1' : '0')).join('');

describe('functionPatterns', () => {
  it('puts the three finders in the corners, each with a light separator', () => {
    const { modules, size } = functionPatterns(1, 'M');
    expect(size).toBe(21);
    expect(crop(modules, 0, 0, 7, 7)).toEqual(FINDER);
    expect(crop(modules, 0, size - 7, 7, 7)).toEqual(FINDER);
    expect(crop(modules, size - 7, 0, 7, 7)).toEqual(FINDER);
    expect(crop(modules, 7, 0, 1, 8)).toEqual(['........']);
    expect(crop(modules, 0, 7, 8, 1).join('')).toBe('........');
    expect(crop(modules, 7, size - 8, 1, 8)).toEqual(['........']);
    expect(crop(modules, size - 8, 0, 1, 8)).toEqual(['........']);
  });

  it('runs the timing patterns along row 6 and column 6 between the finders, dark on even positions', () => {
    const { modules, size } = functionPatterns(3, 'M');
    const between = size - 16;
    const timing = Array.from({ length: between }, (_, i) => (i % 2 === 0 ? '#' : '.')).join('');
    expect(crop(modules, 6, 8, 1, between)).toEqual([timing]);
    expect(crop(modules, 8, 6, between, 1).join('')).toBe(timing);
  });

  it('draws alignment patterns at the table positions, none over a finder', () => {
    const version2 = functionPatterns(2, 'M').modules;
    expect(crop(version2, 16, 16, 5, 5)).toEqual(['#####', '#...#', '#.#.#', '#...#', '#####']);
    const version7 = functionPatterns(7, 'M').modules;
    for (const [row, column] of [[6, 22], [22, 6], [22, 22], [22, 38], [38, 22], [38, 38]] as const) {
      expect(crop(version7, row - 2, column - 2, 5, 5)).toEqual(['#####', '#...#', '#.#.#', '#...#', '#####']);
    }
  });

  it('keeps the dark module beside the lower-left finder', () => {
    for (const version of [1, 5, 10]) {
      const { modules, size } = functionPatterns(version, 'M');
      expect(modules[size - 8]?.[8]).toBe(true);
    }
  });

  it('reserves exactly the modules that are not left for data', () => {
    for (let version = 1; version <= 10; version++) {
      const { reserved } = functionPatterns(version, 'M');
      const free = reserved.flat().filter((isReserved) => !isReserved).length;
      expect(free).toBe(dataModuleCount(version));
    }
  });

  it('writes the version information in both corners from version 7 (least significant bit first)', () => {
    const { modules, size } = functionPatterns(7, 'M');
    // 000111110010010100 read from bit 0 upwards: in the upper-right block row by row, three to a row.
    const upperRight = Array.from({ length: 18 }, (_, i) => [Math.floor(i / 3), size - 11 + (i % 3)] as const);
    const lowerLeft = upperRight.map(([row, column]) => [column, row] as const);
    const expected = [...'000111110010010100'].reverse().join('');
    expect(bitsAt(modules, upperRight)).toBe(expected);
    expect(bitsAt(modules, lowerLeft)).toBe(expected);
  });
});

describe('drawFormatInformation', () => {
  it('writes both copies of the format information, most significant bit first', () => {
    const grid = functionPatterns(1, 'M');
    drawFormatInformation(grid, 'M', 0);
    const size = symbolSize(1);
    // Copy 1: row 8 from the left (skipping the timing column), then column 8 upwards (skipping the timing row).
    const first = [[8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8], [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8]] as const;
    // Copy 2: column 8 upwards from the bottom, then row 8 from the eighth-last column to the right edge.
    const second = [
      ...Array.from({ length: 7 }, (_, i) => [size - 1 - i, 8] as const),
      ...Array.from({ length: 8 }, (_, i) => [8, size - 8 + i] as const),
    ];
    expect(bitsAt(grid.modules, first)).toBe('101010000010010');
    expect(bitsAt(grid.modules, second)).toBe('101010000010010');
  });
});

describe('placeCodewords', () => {
  it('fills two-module columns upwards from the lower-right corner, right module first', () => {
    const grid = functionPatterns(1, 'M');
    placeCodewords(grid, Uint8Array.from([0b10110001, 0b01000000, ...new Array<number>(24).fill(0)]));
    // The first codeword takes the bottom four rows of columns 20 and 19.
    expect(crop(grid.modules, 17, 19, 4, 2)).toEqual(['#.', '..', '##', '.#']);
    // The second codeword continues above it.
    expect(crop(grid.modules, 13, 19, 4, 2)).toEqual(['..', '..', '..', '#.']);
  });
});
