import { describe, expect, it } from 'vitest';
import { completeLocale } from './completeLocale';
import { createI18nInstance } from './createI18nInstance';
import { recordNamespaceLookups } from './namespaceLookups';
import { bundledResources } from './resources';
import { inlinedResources } from '../server/inlinedResources';

describe('the namespaces a render reads', () => {
  it('are every namespace looked up, however it was named, and only those', () => {
    const i18n = createI18nInstance({ locale: 'en_US', resources: { en_US: bundledResources.en_US } });
    const lookups = recordNamespaceLookups(i18n);
    i18n.t('cart:title');
    i18n.getFixedT('en_US', 'search')('title');
    i18n.t('title', { ns: 'brand' });
    expect(i18n.hasResourceBundle('en_US', 'head')).toBe(true);
    expect([...(lookups.used() ?? [])].sort()).toEqual(['brand', 'cart', 'search']);
  });

  it('are what a document inlines, with the default namespace and the shell', () => {
    const kept = inlinedResources(bundledResources.th_TH, new Set(['cart']));
    expect(Object.keys(kept).sort()).toEqual(['app', 'cart', 'common']);
    expect(kept.cart).toBe(bundledResources.th_TH.cart);
    expect(inlinedResources(bundledResources.th_TH, null)).toBe(bundledResources.th_TH);
  });
});

describe('completing a language the page came with in part', () => {
  it('adds the missing namespaces, keeps those held, and tells the components once', async () => {
    const own = { ...bundledResources.zh_CN.cart, title: 'kept' };
    const i18n = createI18nInstance({ locale: 'zh_CN', resources: { zh_CN: { common: bundledResources.zh_CN.common ?? {}, cart: own } } });
    const added: string[] = [];
    i18n.store.on('added', (_language, namespace) => added.push(namespace));
    expect(i18n.hasResourceBundle('zh_CN', 'booking')).toBe(false);
    await expect(completeLocale(i18n, 'zh_CN')).resolves.toBe(true);
    expect(i18n.t('cart:title')).toBe('kept');
    expect(i18n.hasResourceBundle('zh_CN', 'booking')).toBe(true);
    expect(i18n.t('search:title')).toBe(bundledResources.zh_CN.search?.title);
    expect(added).toHaveLength(1);
  });
});
