// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, bootElement, parseBoot, readBoot, scriptSafeJson, type StorefrontBoot } from './bootPayload';

const boot: StorefrontBoot = {
  locale: 'th_TH',
  resources: { common: { hello: 'สวัสดี', nested: { deep: '</script><script>alert(1)</script>' } } },
  session: { isLogin: true, shopCartNum: 3, osPlatform: 1, is_chinese_tourists: false, preview: false },
};

describe('the boot payload', () => {
  it('is a data element the browser does not run, never closed early whatever the translations hold', () => {
    const element = bootElement(boot);
    expect(element.startsWith(`<script type="application/json" id="${BOOT_ELEMENT_ID}">`)).toBe(true);
    const text = element.slice(element.indexOf('>') + 1, -'</script>'.length);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<!--');
    expect(scriptSafeJson('a\u2028b\u2029c&')).toBe('"a\\u2028b\\u2029c\\u0026"');
  });

  it('reads back what the server wrote, from the element as a browser parses it', () => {
    const container = document.createElement('div');
    container.innerHTML = bootElement(boot);
    expect(parseBoot(container.querySelector(`#${BOOT_ELEMENT_ID}`)?.textContent)).toEqual(boot);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not JSON', '{"locale":"th_TH",'],
    ['JSON of another shape', '["th_TH"]'],
  ])('reads nothing from a data element that is %s', (_name, text) => {
    expect(parseBoot(text)).toBeNull();
  });

  it.each([
    ['missing', undefined],
    ['not an object', 'th_TH'],
    ['an unknown locale', { ...boot, locale: 'fr_FR' }],
    ['a negative cart count', { ...boot, session: { ...boot.session, shopCartNum: -1 } }],
    ['translations that are not strings', { ...boot, resources: { common: { hello: 5 } } }],
    ['a namespace that is a list', { ...boot, resources: { common: ['hello'] } }],
    ['an unknown platform', { ...boot, session: { ...boot.session, osPlatform: 4 } }],
    ['a fractional cart count', { ...boot, session: { ...boot.session, shopCartNum: 1.5 } }],
    ['a login flag that is a string', { ...boot, session: { ...boot.session, isLogin: 'true' } }],
    ['no session', { locale: boot.locale, resources: boot.resources }],
  ])('is refused when %s', (_name, value) => {
    expect(readBoot(value)).toBeNull();
  });

  it('reads the matched route ids when they are a short list of ids, and leaves out anything else', () => {
    expect(readBoot({ ...boot, routeIds: ['storefront', 'layout', 'pages:cart:shop_cart.php'] })?.routeIds).toEqual([
      'storefront',
      'layout',
      'pages:cart:shop_cart.php',
    ]);
    for (const routeIds of [[], 'storefront', [1, 2], [''], ['x'.repeat(201)], Array.from({ length: 17 }, (_, index) => `r${index}`), { 0: 'storefront' }]) {
      const read = readBoot({ ...boot, routeIds });
      expect(read).not.toBeNull();
      expect(read).not.toHaveProperty('routeIds');
    }
  });

  it('keeps only the known session fields', () => {
    const read = readBoot({ ...boot, session: { ...boot.session, admin: true } });
    expect(read?.session).toEqual(boot.session);
  });
});
