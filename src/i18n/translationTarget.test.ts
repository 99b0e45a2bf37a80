import { describe, expect, it } from 'vitest';
import type { Locale } from '../format/locale';
import { translationTarget } from './translationTarget';

describe('translationTarget', () => {
  it.each<[Locale, Locale]>([
    ['th_TH', 'en_US'],
    ['en_US', 'th_TH'],
    ['zh_CN', 'th_TH'],
  ])('site %s → %s', (site, target) => {
    expect(translationTarget(site)).toBe(target);
  });
});
