import { describe, expect, it } from 'vitest';
import { bundledResources, NAMESPACES, resourcesFromModules } from './resources';

describe('resourcesFromModules', () => {
  it('groups locale files by locale and namespace', () => {
    const { resources, namespaces, skipped } = resourcesFromModules({
      './locales/th_TH/common.json': { a: 'ก' },
      './locales/en_US/common.json': { a: 'A' },
      './locales/en_US/cart.json': { title: { full: 'Cart full' } },
    });
    expect(resources).toEqual({
      th_TH: { common: { a: 'ก' } },
      en_US: { common: { a: 'A' }, cart: { title: { full: 'Cart full' } } },
      zh_CN: {},
    });
    expect(namespaces).toEqual(['cart', 'common']);
    expect(skipped).toEqual([]);
  });

  it.each<[string, string, unknown]>([
    ['an unknown locale', './locales/fr_FR/common.json', { a: 'A' }],
    ['a path outside locales/<locale>/', './locales/common.json', { a: 'A' }],
    ['a nested folder', './locales/en_US/extra/common.json', { a: 'A' }],
    ['an array', './locales/en_US/common.json', ['A']],
    ['a number leaf', './locales/en_US/common.json', { a: 1 }],
    ['a null leaf', './locales/en_US/common.json', { a: null }],
    ['a string file', './locales/en_US/common.json', 'A'],
  ])('skips %s and says why', (_label, path, content) => {
    const { resources, namespaces, skipped } = resourcesFromModules({ [path]: content });
    expect(resources).toEqual({ th_TH: {}, en_US: {}, zh_CN: {} });
    expect(namespaces).toEqual([]);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toContain(path);
  });
});

describe('bundledResources', () => {
  it('uses every locale file there is', () => {
    const modules = import.meta.glob<unknown>('./locales/*/*.json', { eager: true, import: 'default' });
    expect(resourcesFromModules(modules).skipped).toEqual([]);
    const files = Object.keys(modules).map((path) => path.replace(/^\.\/locales\//, '').replace(/\.json$/, ''));
    const loaded = Object.entries(bundledResources).flatMap(([locale, byNamespace]) =>
      Object.keys(byNamespace).map((namespace) => `${locale}/${namespace}`),
    );
    expect(loaded.sort()).toEqual(files.sort());
  });

  it('lists the namespaces, including common and validation', () => {
    expect(NAMESPACES).toContain('common');
    expect(NAMESPACES).toEqual([...NAMESPACES].sort());
    expect(NAMESPACES).toEqual([...new Set(Object.values(bundledResources).flatMap(Object.keys))].sort());
  });
});
