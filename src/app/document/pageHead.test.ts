import { describe, expect, it } from 'vitest';
import { createI18nInstance } from '../../i18n/createI18nInstance';
import { bundledResources } from '../../i18n/resources';
import { LOCALES, type Locale } from '../../format/locale';
import { brandMeta } from '../../pages/brand/BrandPage/brandMeta';
import { cartMeta } from '../../pages/cart/Cart/cartMeta';
import type { PageTranslate } from '../../pages/routeModule';
import { searchMeta } from '../../pages/search/Search/searchMeta';
import { PAGE_ROUTE_INDEX } from '../routing/pageRouteIndex';
import { pageHeadOf } from './pageHead';

function translate(locale: Locale): PageTranslate {
  const i18n = createI18nInstance({ locale, resources: { [locale]: bundledResources[locale] } });
  const t = i18n.getFixedT(locale, 'app');
  return (key, values) => t(key, { ...values });
}

const routeNames = [...new Set(PAGE_ROUTE_INDEX.map((entry) => entry.name))];

describe('the document head of a page', () => {
  it.each(LOCALES)('gives every route of the table a title of its own, not the shop name alone, in %s', (locale) => {
    const t = translate(locale);
    const site = t('meta.siteName');
    const titles = routeNames.map((name) => pageHeadOf([{ handle: { name: 'layout' } }, { handle: { name, layout: {} } }], t).title);
    for (const [index, title] of titles.entries()) {
      expect(title, routeNames[index]).not.toBe(site);
      expect(title, routeNames[index]).not.toContain('titles.');
    }
    expect(new Set(titles).size).toBe(routeNames.length);
  });

  it('takes the deepest page that describes itself, and its description', () => {
    const t = translate('en_US');
    const head = pageHeadOf(
      [
        { handle: { name: 'layout', meta: () => ({ title: 'Outer' }) } },
        { handle: { name: 'brand-product', meta: () => ({ title: 'Turmeric Serum', description: 'A bright serum' }) }, data: {} },
      ],
      t,
    );
    expect(head).toMatchObject({ title: 'Turmeric Serum | Beauty storefront', description: 'A bright serum', page: { title: 'Turmeric Serum' } });
  });

  it('names the search term, the cart count and the brand in the shopper language', () => {
    const en = translate('en_US');
    const th = translate('th_TH');
    const zh = translate('zh_CN');
    const search = { keyword: 'serum', brandSign: null };
    expect(pageHeadOf([{ handle: { name: 'search', meta: searchMeta }, data: search }], en).title).toBe('Search: serum | Beauty storefront');
    expect(pageHeadOf([{ handle: { name: 'search', meta: searchMeta }, data: { ...search, keyword: '' } }], en).title).toBe('Search | Beauty storefront');
    const cart = { kind: 'ok', cart: { lines: [{}, {}, {}, {}] } };
    expect(pageHeadOf([{ handle: { name: 'cart', meta: cartMeta }, data: cart }], th).title).toMatch(/^รถเข็น \(4\) \| /);
    expect(pageHeadOf([{ handle: { name: 'cart', meta: cartMeta }, data: { kind: 'login' } }], zh).title).toMatch(/^购物车 \| /);
    const brand = { kind: 'flagship', sign: 'glow', tab: 'review', home: { ok: true, brand: { name: ' Glow Lab ', summary: null, logo: null } } };
    expect(pageHeadOf([{ handle: { name: 'brand', meta: brandMeta }, data: brand }], en).title).toBe('Reviews of Glow Lab | Beauty storefront');
  });

  it('falls back to the route title when the page data is malformed, and titles a failure by its status', () => {
    const t = translate('en_US');
    expect(pageHeadOf([{ handle: { name: 'cart', meta: cartMeta }, data: 'garbage' }], t).title).toBe('Cart | Beauty storefront');
    expect(pageHeadOf([{ handle: { name: 'cart' } }], t, 404).title).toBe('Page not found | Beauty storefront');
    expect(pageHeadOf([{ handle: { name: 'cart' } }], t, 500).title).toBe('Something went wrong | Beauty storefront');
    expect(pageHeadOf([], t)).toMatchObject({ title: 'Beauty storefront', page: null });
  });
});
