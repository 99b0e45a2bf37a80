import { formatInformationBits, versionInformationBits } from './bch';
import { alignmentCentres, symbolSize, type ErrorCorrectionLevel } from './versions';

/** A square of modules, `modules[row][column]`, true = dark. */
export type ModuleGrid = boolean[][];

/** A symbol being built: its modules and which of them belong to function patterns. */
export interface SymbolGrid {
  size: number;
  modules: ModuleGrid;
  /** True where a module is a function pattern, format or version information (never masked). */
  reserved: ModuleGrid;
}

function square(size: number): ModuleGrid {
  return Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
}

function setFunction(grid: SymbolGrid, row: number, column: number, dark: boolean): void {
  const line = grid.modules[row];
  const reservedLine = grid.reserved[row];
  if (!line || !reservedLine || column < 0 || column >= grid.size) return;
  line[column] = dark;
  reservedLine[column] = true;
}

/** A finder pattern (7×7 rings: dark, light, 3×3 dark) with its light separator, centred at (row, column). */
function drawFinder(grid: SymbolGrid, row: number, column: number): void {
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const ring = Math.max(Math.abs(dx), Math.abs(dy));
      setFunction(grid, row + dy, column + dx, ring !== 2 && ring !== 4);
    }
  }
}

/** An alignment pattern (5×5: dark ring, light ring, dark centre) centred at (row, column). */
function drawAlignment(grid: SymbolGrid, row: number, column: number): void {
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) setFunction(grid, row + dy, column + dx, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
  }
}

/**
 * Draws the 15 format information bits in both copies (ISO/IEC 18004 §7.9.1, figure 25) and the
 * dark module beside the lower-left finder. Bit 14 is the most significant.
 */
export function drawFormatInformation(grid: SymbolGrid, level: ErrorCorrectionLevel, mask: number): void {
  const bits = formatInformationBits(level, mask);
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  const { size } = grid;
  // First copy, around the upper-left finder: bits 0–7 down column 8 (skipping the timing row),
  // bits 8–14 leftwards along row 8 (skipping the timing column).
  for (let i = 0; i <= 5; i++) setFunction(grid, i, 8, bit(i));
  setFunction(grid, 7, 8, bit(6));
  setFunction(grid, 8, 8, bit(7));
  setFunction(grid, 8, 7, bit(8));
  for (let i = 9; i < 15; i++) setFunction(grid, 8, 14 - i, bit(i));
  // Second copy: bits 0–7 along row 8 under the upper-right finder, bits 8–14 up column 8 beside the lower-left one.
  for (let i = 0; i < 8; i++) setFunction(grid, 8, size - 1 - i, bit(i));
  for (let i = 8; i < 15; i++) setFunction(grid, size - 15 + i, 8, bit(i));
  setFunction(grid, size - 8, 8, true);
}

/** Draws the two 6×3 version information blocks of versions 7 and up (ISO/IEC 18004 §7.10). */
function drawVersionInformation(grid: SymbolGrid, version: number): void {
  if (version < 7) return;
  const bits = versionInformationBits(version);
  for (let i = 0; i < 18; i++) {
    const dark = ((bits >>> i) & 1) === 1;
    const near = Math.floor(i / 3);
    const far = grid.size - 11 + (i % 3);
    setFunction(grid, near, far, dark); // upper right, left of its finder
    setFunction(grid, far, near, dark); // lower left, above its finder
  }
}

/**
 * A symbol of `version` with every function pattern drawn: timing lines, the three finders with
 * separators, the alignment patterns, version information and a placeholder format information
 * (its modules are reserved now and drawn for real once the mask is known).
 */
export function functionPatterns(version: number, level: ErrorCorrectionLevel): SymbolGrid {
  const size = symbolSize(version);
  const grid: SymbolGrid = { size, modules: square(size), reserved: square(size) };
  for (let i = 0; i < size; i++) {
    setFunction(grid, 6, i, i % 2 === 0);
    setFunction(grid, i, 6, i % 2 === 0);
  }
  drawFinder(grid, 3, 3);
  drawFinder(grid, 3, size - 4);
  drawFinder(grid, size - 4, 3);
  const centres = alignmentCentres(version);
  const last = centres.length - 1;
  centres.forEach((row, i) =>
    centres.forEach((column, j) => {
      const onFinder = (i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0);
      if (!onFinder) drawAlignment(grid, row, column);
    }),
  );
  drawFormatInformation(grid, level, 0);
  drawVersionInformation(grid, version);
  return grid;
}

/**
 * Places the codewords' bits, most significant first, in two-module columns from the lower right,
 * upwards then downwards in turn, skipping reserved modules and the vertical timing column
 * (ISO/IEC 18004 §7.7.3). Modules left over (the remainder bits) stay light.
 */
export function placeCodewords(grid: SymbolGrid, codewords: Uint8Array): void {
  const { size } = grid;
  const totalBits = codewords.length * 8;
  let index = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    // The pairs alternate up and down, the first (at the right edge) going up; the pair shifted
    // left past the timing column keeps its turn: right + 1 is 0 or 2 modulo 4.
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step;
      for (let offset = 0; offset < 2; offset++) {
        const column = right - offset;
        if (grid.reserved[row]?.[column] || index >= totalBits) continue;
        const line = grid.modules[row];
        if (line) line[column] = (((codewords[index >>> 3] ?? 0) >>> (7 - (index & 7))) & 1) === 1;
        index++;
      }
    }
  }
}
