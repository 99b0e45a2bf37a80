import type { ModuleGrid, SymbolGrid } from './placement';

export type MaskPattern = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const MASK_PATTERNS: readonly MaskPattern[] = [0, 1, 2, 3, 4, 5, 6, 7];

/** The eight mask conditions of ISO/IEC 18004 table 10: a data module is inverted where it holds (i = row, j = column). */
const MASK_CONDITIONS: Record<MaskPattern, (i: number, j: number) => boolean> = {
  0: (i, j) => (i + j) % 2 === 0,
  1: (i) => i % 2 === 0,
  2: (_i, j) => j % 3 === 0,
  3: (i, j) => (i + j) % 3 === 0,
  4: (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  5: (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  6: (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  7: (i, j) => (((i + j) % 2) + ((i * j) % 3)) % 2 === 0,
};

export function maskCondition(mask: MaskPattern, row: number, column: number): boolean {
  return MASK_CONDITIONS[mask](row, column);
}

/** A copy of the grid's modules with the mask applied to every module that is not reserved. */
export function applyMask(grid: SymbolGrid, mask: MaskPattern): ModuleGrid {
  return grid.modules.map((line, row) =>
    line.map((dark, column) => (grid.reserved[row]?.[column] ? dark : dark !== maskCondition(mask, row, column))),
  );
}

/** Penalty weights N1–N4 of ISO/IEC 18004 §7.8.3.1. */
const N1 = 3;
const N2 = 3;
const N3 = 40;
const N4 = 10;

/** Rule 1: each run of five or more same-coloured modules in a line scores N1 plus one per module past five. */
export function runPenalty(line: readonly boolean[]): number {
  let penalty = 0;
  let run = 1;
  for (let i = 1; i <= line.length; i++) {
    if (i < line.length && line[i] === line[i - 1]) {
      run++;
      continue;
    }
    if (run >= 5) penalty += N1 + (run - 5);
    run = 1;
  }
  return penalty;
}

/** The finder-like run dark-light-dark-dark-dark-light-dark (1:1:3:1:1). */
const FINDER_LIKE = [true, false, true, true, true, false, true];

/**
 * Rule 3: each 1:1:3:1:1 dark-light-dark-light-dark pattern in a line with four light modules
 * before or after it scores N3. Beyond the symbol counts as light (the quiet zone).
 */
export function finderLikePenalty(line: readonly boolean[]): number {
  const lightAt = (i: number) => i < 0 || i >= line.length || line[i] === false;
  const lightRun = (from: number) => lightAt(from) && lightAt(from + 1) && lightAt(from + 2) && lightAt(from + 3);
  let penalty = 0;
  for (let start = 0; start + FINDER_LIKE.length <= line.length; start++) {
    if (!FINDER_LIKE.every((dark, k) => line[start + k] === dark)) continue;
    if (lightRun(start - 4) || lightRun(start + FINDER_LIKE.length)) penalty += N3;
  }
  return penalty;
}

/**
 * The penalty score of a masked symbol (ISO/IEC 18004 §7.8.3): runs in rows and columns (rule 1),
 * 2×2 blocks of one colour (rule 2), finder-like patterns (rule 3) and the share of dark modules
 * away from half in steps of 5% (rule 4).
 */
export function penaltyScore(modules: ModuleGrid): number {
  const size = modules.length;
  const columns = Array.from({ length: size }, (_, column) => modules.map((line) => line[column] === true));
  let penalty = 0;
  for (const line of [...modules, ...columns]) penalty += runPenalty(line) + finderLikePenalty(line);
  for (let row = 0; row + 1 < size; row++) {
    for (let column = 0; column + 1 < size; column++) {
      const colour = modules[row]?.[column];
      if (modules[row]?.[column + 1] === colour && modules[row + 1]?.[column] === colour && modules[row + 1]?.[column + 1] === colour) {
        penalty += N2;
      }
    }
  }
  const dark = modules.reduce((sum, line) => sum + line.filter(Boolean).length, 0);
  const total = size * size;
  penalty += N4 * Math.floor((Math.abs(dark * 2 - total) * 10) / total);
  return penalty;
}
