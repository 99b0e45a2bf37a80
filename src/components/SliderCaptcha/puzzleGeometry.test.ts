import { describe, expect, it } from 'vitest';
import { clampOffset, keyboardTarget, maxOffsetFor } from './puzzleGeometry';

describe('maxOffsetFor', () => {
  it('stops the wider of piece and handle at the right edge', () => {
    expect(maxOffsetFor(50, 44)).toBe(260);
    expect(maxOffsetFor(40, 44)).toBe(266);
    expect(maxOffsetFor(400, 44)).toBe(0);
  });
});

describe('clampOffset', () => {
  it('rounds and keeps within [0, max]', () => {
    expect(clampOffset(12.4, 260)).toBe(12);
    expect(clampOffset(-5, 260)).toBe(0);
    expect(clampOffset(300, 260)).toBe(260);
    expect(clampOffset(Number.NaN, 260)).toBe(0);
  });
});

describe('keyboardTarget', () => {
  it.each([
    ['ArrowRight', false, 100, 101],
    ['ArrowUp', false, 100, 101],
    ['ArrowLeft', false, 100, 99],
    ['ArrowDown', false, 100, 99],
    ['ArrowRight', true, 100, 110],
    ['ArrowLeft', true, 5, 0],
    ['ArrowRight', true, 255, 260],
    ['PageUp', false, 100, 110],
    ['PageDown', false, 100, 90],
    ['Home', false, 100, 0],
    ['End', false, 100, 260],
  ])('%s (shift %s) from %i goes to %i', (key, shift, from, to) => {
    expect(keyboardTarget(key, shift, from, 260)).toBe(to);
  });
  it('ignores other keys', () => {
    expect(keyboardTarget('a', false, 10, 260)).toBeNull();
    expect(keyboardTarget('Enter', false, 10, 260)).toBeNull();
  });
});
