import { describe, expect, it } from 'vitest';
import { gfExp } from './gf256';
import { generatorPolynomial, reedSolomonRemainder } from './reedSolomon';

const hex = (text: string) => text.split(' ').map((byte) => Number.parseInt(byte, 16));

describe('generatorPolynomial', () => {
  it('is the degree-10 generator of ISO/IEC 18004 annex A (exponents of α, leading x^10 left out)', () => {
    const exponents = [251, 67, 46, 61, 118, 70, 64, 94, 32, 45];
    expect([...generatorPolynomial(10)]).toEqual(exponents.map(gfExp));
  });

  it('is (x + 1)(x + α) = x^2 + 3x + 2 for degree 2', () => {
    expect([...generatorPolynomial(2)]).toEqual([3, 2]);
  });
});

describe('reedSolomonRemainder', () => {
  it('gives the error-correction codewords of the ISO/IEC 18004 annex example "01234567", 1-M', () => {
    const data = hex('10 20 0C 56 61 80 EC 11 EC 11 EC 11 EC 11 EC 11');
    expect([...reedSolomonRemainder(data, 10)]).toEqual(hex('A5 24 D4 C1 ED 36 C7 87 2C 55'));
  });

  it('gives the codewords of the widely published "HELLO WORLD" 1-M and 1-Q examples', () => {
    const m = hex('20 5B 0B 78 D1 72 DC 4D 43 40 EC 11 EC 11 EC 11');
    expect([...reedSolomonRemainder(m, 10)]).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
    const q = hex('20 5B 0B 78 D1 72 DC 4D 43 40 EC 11 EC');
    expect([...reedSolomonRemainder(q, 13)]).toEqual([168, 72, 22, 82, 217, 54, 156, 0, 46, 15, 180, 122, 16]);
  });

  it('leaves a codeword sequence that the generator divides (zero syndromes)', () => {
    const data = hex('40 D2 75 47 76 17 32 06 27 26 96 C6 C6 96 70 EC');
    const codeword = [...data, ...reedSolomonRemainder(data, 10)];
    for (let root = 0; root < 10; root++) {
      // Evaluate the codeword polynomial at α^root by Horner's rule.
      let value = 0;
      for (const coefficient of codeword) value = multiply(value, gfExp(root)) ^ coefficient;
      expect(value).toBe(0);
    }
  });
});

function multiply(a: number, b: number): number {
  let product = 0;
  for (let bit = 0; bit < 8; bit++) if ((b >>> bit) & 1) product ^= a << bit;
  for (let bit = 15; bit >= 8; bit--) if ((product >>> bit) & 1) product ^= 0x11d << (bit - 8);
  return product;
}
