import { describe, expect, it } from 'vitest';
import { levelOf, MEMBERSHIP_LEVELS, membershipToneOf } from './membershipLevels';

describe('levelOf', () => {
  it('reads the level name in any case, before the level number', () => {
    expect(levelOf('gold', 1)?.key).toBe('gold');
    expect(levelOf(' Platinum ', null)?.key).toBe('platinum');
  });
  it('falls back to the level number, and to null when neither is known', () => {
    expect(levelOf('Diamond', 2)?.key).toBe('silver');
    expect(levelOf(null, 9)).toBeNull();
    expect(levelOf(undefined, undefined)).toBeNull();
  });
  it('lists the levels lowest first, each from more money than the one before', () => {
    const froms = MEMBERSHIP_LEVELS.map((level) => level.from);
    expect(froms).toEqual([...froms].sort((a, b) => a - b));
    expect(new Set(froms).size).toBe(froms.length);
  });
  it('gives the badge tone of the level, basic when it is unknown', () => {
    expect(membershipToneOf('Gold', 1)).toBe('gold');
    expect(membershipToneOf(null, 4)).toBe('platinum');
    expect(membershipToneOf('สมาชิกพิเศษ', 9)).toBe('basic');
    expect(membershipToneOf(null, null)).toBe('basic');
  });
});
