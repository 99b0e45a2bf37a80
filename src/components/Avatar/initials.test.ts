import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['  jane   van   doe ', 'JD'],
    ['madonna', 'M'],
    ['Émile Zola', 'ÉZ'],
    ['สมหญิง ใจดี', 'ส'],
    ['กี่ กี่', 'กี่'],
    ['เอมมี่', 'เอ'],
    ['ไพลิน', 'ไพ'],
    ['王小明', '王'],
    ['Jane 王', 'J'],
    ['', ''],
    ['   ', ''],
    ['👩🏽‍🦰 Lin', '👩🏽‍🦰'],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
