import { describe, expect, it } from 'vitest';
import { clampQuantity, effectiveMax } from './clampQuantity';

describe('clampQuantity', () => {
  it.each<[number, number, number | undefined, number]>([
    [3, 1, 5, 3],
    [0, 1, 5, 1],
    [9, 1, 5, 5],
    [2.7, 1, 5, 2],
    [40, 1, undefined, 40],
    [40, 1, 0, 40], // limitNum 0: no per-order limit
    [40, 1, Number.NaN, 40],
    [-3, 1, undefined, 1],
  ])('%d within [%d, %s] → %d', (quantity, min, max, expected) => {
    expect(clampQuantity(quantity, min, max)).toBe(expected);
  });

  it('reports the bound it applies', () => {
    expect(effectiveMax(1, 5)).toBe(5);
    expect(effectiveMax(1, 0)).toBeUndefined();
    expect(effectiveMax(1, undefined)).toBeUndefined();
  });
});
