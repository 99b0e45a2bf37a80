import { dataCodewordsOf, interleavedCodewords } from './codewords';
import { MASK_PATTERNS, applyMask, penaltyScore, type MaskPattern } from './masks';
import { drawFormatInformation, functionPatterns, placeCodewords, type ModuleGrid } from './placement';
import { countFits, makeSegment, segmentBitLength, type QrMode } from './segments';
import { MAX_VERSION, MIN_VERSION, dataCodewords, symbolSize, type ErrorCorrectionLevel } from './versions';

/** An encoded QR Code symbol. */
export interface QrSymbol {
  version: number;
  level: ErrorCorrectionLevel;
  mode: QrMode;
  mask: MaskPattern;
  /** Modules per side (21 for version 1); the quiet zone is not included. */
  size: number;
  /** `modules[row][column]`, true = dark. */
  modules: readonly (readonly boolean[])[];
}

export interface QrOptions {
  /** Error-correction level; M (about 15% of the symbol may be lost) unless given. */
  level?: ErrorCorrectionLevel;
  /** Uses this mask instead of the one with the lowest penalty (for comparing with a reference). */
  mask?: MaskPattern;
}

/**
 * The smallest version from 1 to 10 whose data capacity at `level` holds `text`, or null when
 * none does. The character count field grows at version 10, so each version is measured on its own.
 */
export function versionFor(text: string, level: ErrorCorrectionLevel = 'M'): number | null {
  const segment = makeSegment(text);
  for (let version = MIN_VERSION; version <= MAX_VERSION; version++) {
    if (countFits(segment, version) && segmentBitLength(segment, version) <= dataCodewords(version, level) * 8) {
      return version;
    }
  }
  return null;
}

/**
 * Encodes `text` as a QR Code symbol (ISO/IEC 18004) in a single segment: numeric when it is all
 * digits, alphanumeric when it is all in 0–9 A–Z space $%*+-./:, otherwise its UTF-8 bytes. The
 * smallest version 1–10 that holds it at the level is used and, unless one is asked for, the mask
 * with the lowest penalty (ties go to the lower mask number).
 *
 * Returns null when the text is too long for version 10 (for level M: 213 bytes, 311 alphanumeric
 * characters or 513 digits); it never throws for any string.
 */
export function encodeQr(text: string, options: QrOptions = {}): QrSymbol | null {
  const level = options.level ?? 'M';
  const version = versionFor(text, level);
  if (version === null) return null;
  const segment = makeSegment(text);
  const grid = functionPatterns(version, level);
  placeCodewords(grid, interleavedCodewords(dataCodewordsOf(segment, version, level), version, level));

  const masked = (mask: MaskPattern): ModuleGrid => {
    drawFormatInformation(grid, level, mask);
    return applyMask(grid, mask);
  };
  if (options.mask !== undefined) {
    return { version, level, mode: segment.mode, mask: options.mask, size: symbolSize(version), modules: masked(options.mask) };
  }
  const candidates = MASK_PATTERNS.map((mask) => {
    const modules = masked(mask);
    return { mask, modules, penalty: penaltyScore(modules) };
  });
  // The first of the lowest: reduce keeps the earlier candidate on a tie.
  const best = candidates.reduce((kept, candidate) => (candidate.penalty < kept.penalty ? candidate : kept));
  return { version, level, mode: segment.mode, mask: best.mask, size: symbolSize(version), modules: best.modules };
}
