import { describe, expect, it, vi } from 'vitest';
import { countGraphemes } from '../../../format';
import { keptKeyword, MAX_KEYWORD_LENGTH } from './searchLoader';

describe('keptKeyword: the term as searched', () => {
  it('keeps a short term, trimmed', () => {
    expect(keptKeyword('  กันแดด SPF50+  ')).toBe('กันแดด SPF50+');
    expect(keptKeyword('   ')).toBe('');
  });

  it('keeps a term of at most MAX_KEYWORD_LENGTH units whole without a segmenter (its first one loads the browser\'s text-breaking data)', async () => {
    const segmenter = vi.spyOn(Intl, 'Segmenter');
    try {
      // A fresh module: the segmenter, once made, is kept for the module's life.
      vi.resetModules();
      const fresh = await import('./searchLoader');
      const term = 'ก'.repeat(MAX_KEYWORD_LENGTH);
      expect(fresh.keptKeyword(` ${term} `)).toBe(term);
      expect(fresh.keptKeyword('serum')).toBe('serum');
      expect(segmenter).not.toHaveBeenCalled();
    } finally {
      segmenter.mockRestore();
    }
  });

  it('cuts a pasted 10 kB term to MAX_KEYWORD_LENGTH characters without splitting a Thai cluster or an emoji sequence', () => {
    for (const unit of ['a', 'ครีมบำรุงผิว', '👨‍👩‍👧‍👦', '<img src=x onerror=alert(1)>', `x${'\u0301'.repeat(300)}`]) {
      const kept = keptKeyword(unit.repeat(10_240 / unit.length));
      expect(countGraphemes(kept)).toBeLessThanOrEqual(MAX_KEYWORD_LENGTH);
      expect(kept.length).toBeGreaterThan(0);
      expect(unit.repeat(10_240).startsWith(kept)).toBe(true);
      // Its address stays far below what a server accepts in a request line.
      expect(new URLSearchParams({ keyword: kept }).toString().length).toBeLessThan(4_000);
    }
  });
});
