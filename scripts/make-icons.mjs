// Writes the shop's icons and web app manifests into public/ (they are committed; run
// `node scripts/make-icons.mjs` again after changing the mark or the brand colour). The output is
// deterministic: the same tokens give byte-identical files.
//
//   favicon.ico                 16, 32 and 48 px (PNG images inside an ICO container), rounded corners
//   apple-touch-icon.png        180 px, full-bleed and opaque (iOS rounds the corners itself)
//   icon-192.png, icon-512.png  the manifests' icons, rounded corners, transparent outside
//   manifest.th.webmanifest     the web app manifest in Thai, English and Simplified Chinese:
//   manifest.en.webmanifest       name, short_name, description, start_url /m, display standalone,
//   manifest.zh.webmanifest       theme_color = the theme's brand colour, background_color = its background
//
// The mark: a white drop (a serum drop, the shop's beauty products) with a small reflection, on the
// brand colour (src/theme/tokens.ts `colors.brand`). Pictures are drawn here with 8×8 supersampling
// and encoded as PNG with node:zlib, so no image tool is needed. src/app/headTags.ts names these
// files for the document head; its test checks that they exist and that the manifests carry the
// brand colour.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deflateSync } from 'node:zlib';
import { colors } from '../src/theme/tokens.ts';

const publicDir = resolve(import.meta.dirname, '..', 'public');

/** '#rrggbb' as [r, g, b]. */
function rgb(hex) {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

const BRAND = rgb(colors.brand);
const WHITE = rgb(colors.onBrand);

// The drop, in a unit square: a circle (the bulb) and the cone from the tip tangent to it.
const TIP = { x: 0.5, y: 0.16 };
const BULB = { x: 0.5, y: 0.6, r: 0.23 };
const AXIS = BULB.y - TIP.y;
const SIN = BULB.r / AXIS;
const TAN = SIN / Math.sqrt(1 - SIN * SIN);
/** Where the cone's sides touch the circle (their height below the tip). */
const TANGENT_DEPTH = AXIS * (1 - SIN * SIN);
// The reflection: an arc inside the bulb, lower left (angles from the right, clockwise: y grows downwards).
const GLINT = { r0: 0.125, r1: 0.165, from: (110 * Math.PI) / 180, to: (165 * Math.PI) / 180 };

function inDrop(x, y) {
  const dx = x - BULB.x;
  const dy = y - BULB.y;
  if (dx * dx + dy * dy <= BULB.r * BULB.r) return true;
  const depth = y - TIP.y;
  return depth >= 0 && depth <= TANGENT_DEPTH && Math.abs(x - TIP.x) <= depth * TAN;
}

function inGlint(x, y) {
  const dx = x - BULB.x;
  const dy = y - BULB.y;
  const distance = Math.sqrt(dx * dx + dy * dy);
  if (distance < GLINT.r0 || distance > GLINT.r1) return false;
  const angle = Math.atan2(dy, dx);
  return angle >= GLINT.from && angle <= GLINT.to;
}

/** Inside a square of side 1 with corners rounded by `radius` (0 = square). */
function inRoundedSquare(x, y, radius) {
  if (x < 0 || x > 1 || y < 0 || y > 1) return false;
  if (radius === 0) return true;
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius;
}

/** RGBA pixels of the mark at `size` px; `radius` rounds the background's corners (a share of the side). */
function drawMark(size, radius) {
  const samples = 8;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let covered = 0;
      let white = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          if (!inRoundedSquare(x, y, radius)) continue;
          covered++;
          if (inDrop(x, y) && !inGlint(x, y)) white++;
        }
      }
      const offset = (py * size + px) * 4;
      if (covered === 0) continue; // transparent
      const share = white / covered;
      for (let channel = 0; channel < 3; channel++) {
        pixels[offset + channel] = Math.round(BRAND[channel] * (1 - share) + WHITE[channel] * share);
      }
      pixels[offset + 3] = Math.round((255 * covered) / (samples * samples));
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG (no ancillary chunks, so no timestamps). */
function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO file holding one PNG per size (read by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry[0] = size >= 256 ? 0 : size;
    entry[1] = size >= 256 ? 0 : size;
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

const ROUNDED = 0.22;
const markPng = (size, radius = ROUNDED) => png(size, drawMark(size, radius));

const files = {
  'favicon.ico': ico([16, 32, 48].map((size) => ({ size, data: markPng(size) }))),
  'apple-touch-icon.png': markPng(180, 0),
  'icon-192.png': markPng(192),
  'icon-512.png': markPng(512),
};

const MANIFEST_TEXT = {
  th: {
    lang: 'th',
    name: 'Beauty storefront ช้อปความงาม',
    short_name: 'ช้อปความงาม',
    description: 'ความงามและเครื่องสำอางจากแบรนด์โปรดของคนไทย สกินแคร์ เมคอัพ และบริการความงาม ส่งทั่วไทย',
  },
  en: {
    lang: 'en',
    name: 'Beauty storefront',
    short_name: 'Beauty',
    description: "Beauty and cosmetics from Thailand's favourite brands: skincare, makeup and beauty services, delivered across Thailand.",
  },
  zh: {
    lang: 'zh-Hans',
    name: 'Beauty storefront 美妆商城',
    short_name: '美妆商城',
    description: '泰国人气品牌的美妆与护肤：护肤、彩妆与美容服务，泰国全境配送。',
  },
};

for (const [key, text] of Object.entries(MANIFEST_TEXT)) {
  const manifest = {
    id: '/m',
    ...text,
    dir: 'ltr',
    start_url: '/m',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: colors.brand,
    background_color: colors.background,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ],
  };
  files[`manifest.${key}.webmanifest`] = `${JSON.stringify(manifest, null, 2)}\n`;
}

for (const [name, content] of Object.entries(files)) {
  writeFileSync(join(publicDir, name), content);
  console.log(`wrote public/${name}`);
}
