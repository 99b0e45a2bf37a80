import { http, HttpResponse, type HttpHandler } from 'msw';

/** Where fixture images live (mocks/fixtures/locale.ts `image()`): the shop's CDN path style. */
export const MOCK_IMAGE_PREFIX = '/static/mock/';

/** Soft product-shot backgrounds; one is picked by the image's name, so a name always looks the same. */
const BACKGROUNDS = ['#fbe4ec', '#e6f0fb', '#e8f5ec', '#fff1d6', '#efe7fb', '#fde8e0'] as const;
const INKS = ['#c81e57', '#1c5fb8', '#137a3c', '#8a5a00', '#6b3fb8', '#b5472a'] as const;

function hashOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

/**
 * A square placeholder for a fixture image: a tinted background with a bottle and a jar, chosen
 * by the name. Deterministic, no network, no text (so screenshots are the same everywhere).
 */
export function placeholderSvg(name: string): string {
  const index = hashOf(name) % BACKGROUNDS.length;
  const background = BACKGROUNDS[index] ?? BACKGROUNDS[0];
  const ink = INKS[index] ?? INKS[0];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">',
    `<rect width="400" height="400" fill="${background}"/>`,
    `<rect x="150" y="110" width="70" height="190" rx="18" fill="${ink}" opacity="0.85"/>`,
    `<rect x="165" y="80" width="40" height="36" rx="6" fill="${ink}"/>`,
    `<rect x="230" y="210" width="90" height="90" rx="20" fill="${ink}" opacity="0.55"/>`,
    `<rect x="225" y="196" width="100" height="22" rx="8" fill="${ink}" opacity="0.8"/>`,
    '</svg>',
  ].join('');
}

/** Answers every fixture image with its placeholder (the mock backend's "CDN"). */
export function assetHandlers(): HttpHandler[] {
  return [
    http.get(`*${MOCK_IMAGE_PREFIX}:name`, ({ params }) => {
      const name = typeof params.name === 'string' ? params.name.replace(/\.[a-z0-9]+$/i, '') : 'image';
      return new HttpResponse(placeholderSvg(name), {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' },
      });
    }),
  ];
}
