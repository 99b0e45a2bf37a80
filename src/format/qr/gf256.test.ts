import { describe, expect, it } from 'vitest';
import { gfExp, gfLog, gfMultiply } from './gf256';

describe('GF(256) with the QR primitive polynomial 0x11D', () => {
  it('reduces α^8 by the primitive polynomial and cycles after 255 powers', () => {
    expect(gfExp(7)).toBe(0x80);
    expect(gfExp(8)).toBe(0x1d);
    expect(gfExp(25)).toBe(0x03);
    expect(gfExp(255)).toBe(1);
  });

  it('takes logarithms back to their powers', () => {
    for (let power = 0; power < 255; power++) expect(gfLog(gfExp(power))).toBe(power);
    expect(() => gfLog(0)).toThrow(RangeError);
  });

  it('multiplies by adding logarithms, with zero absorbing', () => {
    expect(gfMultiply(2, 0x80)).toBe(0x1d);
    expect(gfMultiply(0x53, 0xca)).toBe(gfMultiply(0xca, 0x53));
    expect(gfMultiply(0, 0x53)).toBe(0);
    expect(gfMultiply(1, 0x53)).toBe(0x53);
    // Every non-zero byte has an inverse.
    for (let x = 1; x < 256; x++) expect(gfMultiply(x, gfExp(255 - gfLog(x)))).toBe(1);
  });
});
