import { describe, expect, it } from 'vitest';
import { bannerSchema, isSafeRedirect } from '../../../api';
import { OFF_SITE_ADDRESSES } from '../../../server/testing/offSiteAddresses';
import { toHomeModule } from './homeModule';

const ORIGIN = 'https://m.shop.example';
/** The api client's rule for links, on this shop with one partner allowed. */
const isSafeLink = (target: string) => isSafeRedirect(target, { origin: ORIGIN, allowList: ['https://partner.example'] });
const banner = (url: string) => bannerSchema.parse({ module_id: 1, type: 'banner', image: 'https://cdn.shop.example/b.jpg', url, title: 'Serum week' });

describe('home banners lead only to the shop and the origins it allows', () => {
  it('keeps a banner whose address is a page of the shop or of an allowed partner', () => {
    expect(toHomeModule(banner('/m/promo?id=610'), 'home', isSafeLink)?.href).toBe('/m/promo?id=610');
    expect(toHomeModule(banner(`${ORIGIN}/m/gift`), 'promotion', isSafeLink)?.href).toBe(`${ORIGIN}/m/gift`);
    expect(toHomeModule(banner('https://partner.example/sale'), 'home', isSafeLink)?.href).toBe('https://partner.example/sale');
  });

  it.each(OFF_SITE_ADDRESSES)('drops a banner that leads to %j', (url) => {
    expect(toHomeModule(banner(url), 'home', isSafeLink)).toBeNull();
  });
});
