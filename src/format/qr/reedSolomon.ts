import { gfExp, gfMultiply } from './gf256';

/**
 * The generator polynomial of degree `degree`: (x − α^0)(x − α^1)…(x − α^(degree−1)), its
 * coefficients highest power first with the leading 1 left out (so `degree` bytes).
 */
export function generatorPolynomial(degree: number): Uint8Array {
  if (!Number.isInteger(degree) || degree < 1 || degree > 255) throw new RangeError(`generator degree ${degree}`);
  // Start from the polynomial 1 and multiply by (x + α^i) once per i.
  const coefficients = new Uint8Array(degree);
  coefficients[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      const next = j + 1 < degree ? (coefficients[j + 1] ?? 0) : 0;
      coefficients[j] = gfMultiply(coefficients[j] ?? 0, root) ^ next;
    }
    root = gfExp(i + 1);
  }
  return coefficients;
}

/**
 * The error-correction codewords of one block: the remainder of data(x)·x^degree divided by the
 * generator polynomial of that degree (ISO/IEC 18004 §7.5.2).
 */
export function reedSolomonRemainder(data: ArrayLike<number>, degree: number): Uint8Array {
  const generator = generatorPolynomial(degree);
  const remainder = new Uint8Array(degree);
  for (let i = 0; i < data.length; i++) {
    const factor = (data[i] ?? 0) ^ (remainder[0] ?? 0);
    remainder.copyWithin(0, 1);
    remainder[degree - 1] = 0;
    for (let j = 0; j < degree; j++) remainder[j] = (remainder[j] ?? 0) ^ gfMultiply(generator[j] ?? 0, factor);
  }
  return remainder;
}
