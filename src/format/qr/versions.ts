/**
 * The symbol tables this encoder needs for versions 1–10 (ISO/IEC 18004 tables 1, 7, 9 and E.1).
 * Larger versions are left out on purpose: a voucher code fits in version 1 or 2.
 */

export type ErrorCorrectionLevel = 'L' | 'M' | 'Q' | 'H';

export const MIN_VERSION = 1;
export const MAX_VERSION = 10;

/** Modules per side of a version: 21 for version 1, four more for each version after it. */
export function symbolSize(version: number): number {
  return 17 + 4 * version;
}

/** Per level, index = version − 1: the error-correction codewords of each block. */
const EC_CODEWORDS_PER_BLOCK: Record<ErrorCorrectionLevel, readonly number[]> = {
  L: [7, 10, 15, 20, 26, 18, 20, 24, 30, 18],
  M: [10, 16, 26, 18, 24, 16, 18, 22, 22, 26],
  Q: [13, 22, 18, 26, 18, 24, 18, 22, 20, 24],
  H: [17, 28, 22, 16, 22, 28, 26, 26, 24, 28],
};

/** Per level, index = version − 1: how many blocks the codewords are split into. */
const BLOCK_COUNT: Record<ErrorCorrectionLevel, readonly number[]> = {
  L: [1, 1, 1, 1, 1, 2, 2, 2, 2, 4],
  M: [1, 1, 1, 2, 2, 4, 4, 4, 5, 5],
  Q: [1, 1, 2, 2, 4, 4, 6, 6, 8, 8],
  H: [1, 1, 2, 4, 4, 4, 5, 6, 8, 8],
};

/** Index = version − 1: the row/column centres of the alignment patterns (none in version 1). */
const ALIGNMENT_CENTRES: readonly (readonly number[])[] = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];

function checkVersion(version: number): number {
  if (!Number.isInteger(version) || version < MIN_VERSION || version > MAX_VERSION) {
    throw new RangeError(`QR version ${version} is outside ${MIN_VERSION}–${MAX_VERSION}`);
  }
  return version - 1;
}

export function alignmentCentres(version: number): readonly number[] {
  return ALIGNMENT_CENTRES[checkVersion(version)] ?? [];
}

/**
 * The modules left for codewords once the function patterns, format and version information are
 * drawn: the whole square less 3 finders with separators and format areas, 2 timing lines, the
 * alignment patterns (those overlapping the timing lines share modules with them) and, from
 * version 7, the two version information blocks.
 */
export function dataModuleCount(version: number): number {
  checkVersion(version);
  const size = symbolSize(version);
  let modules = size * size - 3 * 64 - 2 * 15 - 1 - 2 * (size - 16);
  const centres = alignmentCentres(version).length;
  if (centres > 0) {
    const patterns = centres * centres - 3;
    const onTimingLines = 2 * (centres - 2);
    modules -= patterns * 25 - onTimingLines * 5;
  }
  if (version >= 7) modules -= 2 * 18;
  return modules;
}

/** All codewords of a version: data plus error correction (the remainder bits are left over). */
export function totalCodewords(version: number): number {
  return Math.floor(dataModuleCount(version) / 8);
}

export interface BlockLayout {
  /** Error-correction codewords of every block. */
  ecPerBlock: number;
  /** Data codewords of each block, short blocks first (they differ by one at most). */
  dataPerBlock: readonly number[];
}

export function blockLayout(version: number, level: ErrorCorrectionLevel): BlockLayout {
  const index = checkVersion(version);
  const ecPerBlock = EC_CODEWORDS_PER_BLOCK[level][index] ?? 0;
  const blocks = BLOCK_COUNT[level][index] ?? 1;
  const total = totalCodewords(version);
  const shortBlockLength = Math.floor(total / blocks);
  const longBlocks = total % blocks;
  const dataPerBlock = Array.from(
    { length: blocks },
    (_, block) => shortBlockLength - ecPerBlock + (block >= blocks - longBlocks ? 1 : 0),
  );
  return { ecPerBlock, dataPerBlock };
}

/** The data codewords a version holds at a level. */
export function dataCodewords(version: number, level: ErrorCorrectionLevel): number {
  return blockLayout(version, level).dataPerBlock.reduce((sum, count) => sum + count, 0);
}
