/**
 * Arithmetic in GF(2^8) as QR codes use it (ISO/IEC 18004 §7.5.2): bytes are polynomials over
 * GF(2) reduced modulo the primitive polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11D), with α = 2.
 */
const PRIMITIVE_POLYNOMIAL = 0x11d;

/** EXP[i] = α^i for i in 0..254 (doubled to 510 entries so a sum of two logs needs no modulo). */
const EXP = new Uint8Array(510);
/** LOG[x] = i such that α^i = x, for x in 1..255 (LOG[0] is unused). */
const LOG = new Uint8Array(256);

{
  let value = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = value;
    EXP[i + 255] = value;
    LOG[value] = i;
    value <<= 1;
    if (value & 0x100) value ^= PRIMITIVE_POLYNOMIAL;
  }
}

/** α^power for any power ≥ 0. */
export function gfExp(power: number): number {
  return EXP[power % 255] ?? 0;
}

/** The discrete logarithm of a non-zero byte. */
export function gfLog(value: number): number {
  if (value < 1 || value > 255) throw new RangeError(`gfLog(${value}): defined for 1..255 only`);
  return LOG[value] ?? 0;
}

/** The product of two bytes in GF(256). */
export function gfMultiply(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  return EXP[(LOG[a] ?? 0) + (LOG[b] ?? 0)] ?? 0;
}
