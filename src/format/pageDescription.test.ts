import { describe, expect, it } from 'vitest';
import { PAGE_DESCRIPTION_MAX, pageDescription } from './pageDescription';

describe("a page's description for the head", () => {
  it('is the text on one line, or nothing when blank', () => {
    expect(pageDescription('  Glow\n\n serum  ')).toBe('Glow serum');
    expect(pageDescription(' \n ')).toBeUndefined();
    expect(pageDescription(null)).toBeUndefined();
  });

  it('is cut between characters, never inside a Thai syllable', () => {
    const long = 'กี่'.repeat(PAGE_DESCRIPTION_MAX + 5);
    const cut = pageDescription(long) ?? '';
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.slice(0, -1)).toBe('กี่'.repeat(PAGE_DESCRIPTION_MAX));
  });
});
