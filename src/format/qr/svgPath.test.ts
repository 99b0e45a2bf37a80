import { describe, expect, it } from 'vitest';
import { encodeQr } from './encode';
import { modulesToSvgPath } from './svgPath';

const grid = (lines: readonly string[]) => lines.map((line) => [...line].map((module) => module === '#'));

describe('modulesToSvgPath', () => {
  it('draws one rectangle per horizontal run of dark modules, shifted by the quiet zone', () => {
    expect(modulesToSvgPath(grid(['##.#', '....', '.###']))).toBe('M4 4h2v1h-2zM7 4h1v1h-1zM5 6h3v1h-3z');
    expect(modulesToSvgPath(grid(['#']), 0)).toBe('M0 0h1v1h-1z');
    expect(modulesToSvgPath(grid(['....']))).toBe('');
  });

  it('covers exactly the dark modules of a symbol', () => {
    const symbol = encodeQr('ABCD1234');
    const modules = symbol?.modules ?? [];
    const covered = [...modulesToSvgPath(modules).matchAll(/h(\d+)v1/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(covered).toBe(modules.flat().filter(Boolean).length);
  });
});
