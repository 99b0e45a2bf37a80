import type { ErrorCorrectionLevel } from './versions';

/** The two bits that name the error-correction level in the format information (not in L-M-Q-H order). */
const LEVEL_BITS: Record<ErrorCorrectionLevel, number> = { L: 0b01, M: 0b00, Q: 0b11, H: 0b10 };

/** The BCH(15,5) generator x^10 + x^8 + x^5 + x^4 + x^2 + x + 1 of the format information. */
const FORMAT_GENERATOR = 0b10100110111;
/** XORed onto the format information so it is never all light (ISO/IEC 18004 §7.9.1). */
const FORMAT_MASK = 0b101010000010010;
/** The Golay (18,6) generator x^12 + x^11 + x^10 + x^9 + x^8 + x^5 + x^2 + 1 of the version information. */
const VERSION_GENERATOR = 0b1111100100101;

/** The remainder of `data`·x^(degree) divided by `generator` (a polynomial over GF(2) of that degree). */
function bchRemainder(data: number, generator: number, degree: number): number {
  let remainder = data << degree;
  for (let bit = 31 - Math.clz32(remainder); bit >= degree; bit--) {
    if ((remainder >>> bit) & 1) remainder ^= generator << (bit - degree);
  }
  return remainder;
}

/** The 15 format information bits of a level and mask, most significant first (ISO/IEC 18004 §7.9). */
export function formatInformationBits(level: ErrorCorrectionLevel, mask: number): number {
  if (!Number.isInteger(mask) || mask < 0 || mask > 7) throw new RangeError(`mask ${mask}`);
  const data = (LEVEL_BITS[level] << 3) | mask;
  return ((data << 10) | bchRemainder(data, FORMAT_GENERATOR, 10)) ^ FORMAT_MASK;
}

/** The 18 version information bits of versions 7 and up, most significant first (ISO/IEC 18004 §7.10). */
export function versionInformationBits(version: number): number {
  if (!Number.isInteger(version) || version < 7 || version > 40) throw new RangeError(`version ${version} has no version information`);
  return (version << 12) | bchRemainder(version, VERSION_GENERATOR, 12);
}
