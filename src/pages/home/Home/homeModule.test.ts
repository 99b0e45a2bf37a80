import { describe, expect, it } from 'vitest';
import { bannerSchema } from '../../../api';
import { toHomeModule } from './homeModule';

const ORIGIN = 'https://m.shop.example';
const banner = (url: string) => bannerSchema.parse({ module_id: 1, type: 'banner', image: 'https://cdn.shop.example/b.jpg', url, title: 'Serum week' });

describe('home banners lead only to the shop', () => {
  it('keeps a banner whose address is a page of the shop', () => {
    expect(toHomeModule(banner('/m/promo?id=610'), 'home', ORIGIN)?.href).toBe('/m/promo?id=610');
    expect(toHomeModule(banner(`${ORIGIN}/m/gift`), 'promotion', ORIGIN)?.href).toBe(`${ORIGIN}/m/gift`);
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '%2F%2Fevil.example',
    ' https://evil.example',
    'http:evil.example',
    'https:/evil.example',
    'HTTPS://EVIL.EXAMPLE/',
    'https://evil\t.example/',
    '/\n/evil.example',
  ])('drops a banner that leads to %j', (url) => {
    expect(toHomeModule(banner(url), 'home', ORIGIN)).toBeNull();
  });
});
