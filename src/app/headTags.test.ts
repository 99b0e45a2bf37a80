import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../format/locale';
import { colors } from '../theme/tokens';
import { headLinks, themeColor } from './headTags';

const publicDir = resolve(import.meta.dirname, '../../public');
const fileOf = (href: string) => resolve(publicDir, `.${href}`);

describe('headLinks', () => {
  it('links the favicon, the touch icon and the Thai manifest for th_TH', () => {
    expect(headLinks('th_TH')).toEqual([
      { rel: 'icon', href: '/favicon.ico', sizes: '16x16 32x32 48x48' },
      { rel: 'icon', href: '/icon-192.png', type: 'image/png', sizes: '192x192' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png', sizes: '180x180' },
      { rel: 'manifest', href: '/manifest.th.webmanifest' },
    ]);
  });

  it('links each locale to its own manifest', () => {
    const manifestOf = (locale: (typeof LOCALES)[number]) => headLinks(locale).find((link) => link.rel === 'manifest')?.href;
    expect(manifestOf('en_US')).toBe('/manifest.en.webmanifest');
    expect(manifestOf('zh_CN')).toBe('/manifest.zh.webmanifest');
  });

  it('uses the brand colour as the theme colour', () => {
    expect(themeColor).toBe(colors.brand);
  });

  it.each(LOCALES)('names files that exist in public/ (%s)', (locale) => {
    for (const link of headLinks(locale)) expect(existsSync(fileOf(link.href)), link.href).toBe(true);
  });

  it('starts a real ICO with images of the sizes it declares', () => {
    const ico = readFileSync(fileOf('/favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, index) => ico[6 + 16 * index]);
    expect(sizes.map((size) => `${size}x${size}`).join(' ')).toBe(headLinks('th_TH')[0]?.sizes);
    for (let index = 0; index < count; index++) {
      const offset = ico.readUInt32LE(6 + 16 * index + 12);
      expect(ico.subarray(offset, offset + 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    }
  });

  it.each([
    ['th_TH', 'th', 'ช้อปความงาม'],
    ['en_US', 'en', 'Beauty'],
    ['zh_CN', 'zh-Hans', '美妆商城'],
  ] as const)('gives %s a standalone manifest in its language with the brand colour', (locale, lang, shortName) => {
    const href = headLinks(locale).find((link) => link.rel === 'manifest')?.href ?? '';
    const manifest = JSON.parse(readFileSync(fileOf(href), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ lang, short_name: shortName, start_url: '/m', display: 'standalone', theme_color: colors.brand });
    const icons = manifest.icons as { src: string; sizes: string }[];
    expect(icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of icons) {
      const png = readFileSync(fileOf(icon.src));
      const [width] = icon.sizes.split('x').map(Number);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, width]);
    }
  });
});
