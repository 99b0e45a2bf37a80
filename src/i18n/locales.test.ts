import { describe, expect, it } from 'vitest';
import { LOCALES } from '../format/locale';
import { findResourceProblems } from './resourceParity';
import { bundledResources, NAMESPACES } from './resources';

describe('bundled locale files', () => {
  it('exist for every locale', () => {
    for (const locale of LOCALES) expect(Object.keys(bundledResources[locale]).sort()).toEqual(NAMESPACES);
  });

  // Same namespaces, same keys (plural forms aside), no empty value, same {{placeholders}}.
  // On failure the message lists each locale's missing keys.
  it('are interchangeable across th_TH, en_US and zh_CN', () => {
    expect(findResourceProblems(bundledResources)).toEqual([]);
  });
});
