import type { Locale } from '../format/locale';
import { colors } from '../theme/tokens';

/** One `<link>` of the document head. */
export interface HeadLink {
  readonly rel: string;
  readonly href: string;
  readonly type?: string;
  readonly sizes?: string;
  /** What a preload fetches (`font`). */
  readonly as?: string;
  /** Fetched in CORS mode (fonts must be, even from the shop's own origin). */
  readonly crossOrigin?: boolean;
}

/** The browser's and the installed app's colour around the page (`<meta name="theme-color">`): the brand colour. */
export const themeColor: string = colors.brand;

/** Each locale's web app manifest (public/manifest.<language>.webmanifest, written by scripts/make-icons.mjs). */
const MANIFEST_LANGUAGE: Record<Locale, string> = { th_TH: 'th', en_US: 'en', zh_CN: 'zh' };

/**
 * The icons and the web app manifest the document head links to, for the page's locale: the
 * favicon (an ICO of 16, 32 and 48 px), a PNG icon, the touch icon and the locale's manifest. Every
 * file is in public/ (served from the site's root) and comes from scripts/make-icons.mjs.
 */
export function headLinks(locale: Locale): readonly HeadLink[] {
  return [
    { rel: 'icon', href: '/favicon.ico', sizes: '16x16 32x32 48x48' },
    { rel: 'icon', href: '/icon-192.png', type: 'image/png', sizes: '192x192' },
    { rel: 'apple-touch-icon', href: '/apple-touch-icon.png', sizes: '180x180' },
    { rel: 'manifest', href: `/manifest.${MANIFEST_LANGUAGE[locale]}.webmanifest` },
  ];
}
