import { describe, expect, it } from 'vitest';
import { countGraphemes, truncateGraphemes } from './text';

const FAMILY = '👨‍👩‍👧‍👦'; // 7 code points joined by ZWJ
const FLAG_TH = '🇹🇭'; // two regional indicators
const THUMB_DARK = '👍🏿'; // emoji + skin-tone modifier
const E_ACUTE = 'e\u0301'; // e + combining acute accent
const A_STACKED = 'a\u0323\u0302'; // a + dot below + circumflex

describe('countGraphemes', () => {
  it.each<[string, number]>([
    ['', 0],
    ['abc', 3],
    ['กี่', 1], // ก + ี + ่ : three code points, one cluster
    ['น้ำใจ', 3], // น้ำ | ใ | จ
    ['ผู้ที่', 2], // ผู้ | ที่
    ['สวัสดีค่ะ', 6], // ส | วั | ส | ดี | ค่ | ะ
    ['美妆店', 3],
    [FAMILY, 1],
    [FLAG_TH, 1],
    [THUMB_DARK, 1],
    [`${FAMILY}${FLAG_TH}`, 2],
    [E_ACUTE, 1],
    [`caf${E_ACUTE}`, 4],
    [A_STACKED, 1],
    ['a b', 3],
  ])('%j has %d graphemes', (text, expected) => {
    expect(countGraphemes(text)).toBe(expected);
  });
});

describe('truncateGraphemes', () => {
  it.each<[string, number, string]>([
    // Not longer than max: unchanged, no ellipsis.
    ['', 3, ''],
    ['abc', 3, 'abc'],
    ['abc', 10, 'abc'],
    ['น้ำใจ', 3, 'น้ำใจ'],
    [FAMILY, 1, FAMILY],
    // Longer: first max graphemes + ellipsis.
    ['abcdef', 3, 'abc…'],
    ['กี่กี่กี่', 1, 'กี่…'],
    ['น้ำใจดี', 1, 'น้ำ…'],
    ['น้ำใจดี', 3, 'น้ำใจ…'],
    ['ผู้ที่รัก', 2, 'ผู้ที่…'],
    ['ผู้ที่รัก', 1, 'ผู้…'],
    ['兰蔻小黑瓶精华', 4, '兰蔻小黑…'],
    [`${FAMILY}${FAMILY}${FAMILY}`, 2, `${FAMILY}${FAMILY}…`],
    [`${FLAG_TH}${THUMB_DARK}ok`, 1, `${FLAG_TH}…`],
    [`caf${E_ACUTE} au lait`, 4, `caf${E_ACUTE}…`],
    [`${A_STACKED}${A_STACKED}`, 1, `${A_STACKED}…`],
    // Fractional max is floored.
    ['abcdef', 2.9, 'ab…'],
    // max <= 0 (or NaN) gives ''.
    ['abc', 0, ''],
    ['abc', -1, ''],
    ['abc', 0.5, ''],
    ['abc', Number.NaN, ''],
    // Infinity never truncates.
    ['abc', Number.POSITIVE_INFINITY, 'abc'],
  ])('%j cut to %d → %j', (text, max, expected) => {
    expect(truncateGraphemes(text, max)).toBe(expected);
  });

  it('never leaves a Thai mark without its consonant', () => {
    const result = truncateGraphemes('น้ำใจ', 1);
    expect(result).toBe('น้ำ…');
    expect([...result].length).toBe(4); // น ้ ำ … — all three code points of the cluster kept
  });

  it.each<[string, number, string, string]>([
    ['abcdef', 3, '...', 'abc...'],
    ['abcdef', 3, '', 'abc'],
    ['ผู้ที่รัก', 2, ' ›', 'ผู้ที่ ›'],
  ])('%j cut to %d with ellipsis %j → %j', (text, max, ellipsis, expected) => {
    expect(truncateGraphemes(text, max, ellipsis)).toBe(expected);
  });
});
