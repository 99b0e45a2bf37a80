import { describe, expect, it } from 'vitest';
import { parsePicks, tarotAddress, togglePick } from './tarotPicks';

describe('tarot picks', () => {
  it('reads up to three distinct cards of the deck from the query', () => {
    expect(parsePicks('2,5,7')).toEqual([2, 5, 7]);
    expect(parsePicks('2,2,9,1,4')).toEqual([2, 9, 1]);
  });

  it('leaves out hostile or missing values', () => {
    expect(parsePicks(null)).toEqual([]);
    expect(parsePicks('<script>,0,10,3,-1,1e1')).toEqual([3]);
  });

  it('toggles a card and never takes a fourth', () => {
    expect(togglePick([1, 2], 3)).toEqual([1, 2, 3]);
    expect(togglePick([1, 2, 3], 4)).toEqual([1, 2, 3]);
    expect(togglePick([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('keeps the picks in the address', () => {
    expect(tarotAddress([])).toBe('/m/tarot');
    expect(tarotAddress([4, 1])).toBe('/m/tarot?picks=4,1');
  });
});
