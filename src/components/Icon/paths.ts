/**
 * The icon set: 24×24 drawings as SVG path data, one or more `d` strings each. Most are outlines
 * (stroke 2, round caps); the names in SOLID_ICONS are filled shapes without a stroke.
 */
export const iconPaths = {
  back: ['M15 5l-7 7 7 7'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  cart: ['M3 4h2.5l2.2 10.5h10.6L20.5 7H6.4', 'M9.5 19.5a1 1 0 1 0 0.01 0', 'M17 19.5a1 1 0 1 0 0.01 0'],
  heart: ['M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z'],
  share: ['M12 15V4', 'M8 8l4-4 4 4', 'M5 12v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7'],
  search: ['M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z', 'M15.5 15.5L20 20'],
  star: ['M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z'],
  chevron: ['M9 5l7 7-7 7'],
  home: ['M4 11l8-7 8 7', 'M6 9.5V20h4.5v-5h3v5H18V9.5'],
  user: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4.5 20a7.5 7.5 0 0 1 15 0'],
  coupon: ['M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4z', 'M14 7v2', 'M14 11v2', 'M14 15v2'],
  gift: ['M4 10h16v4H4z', 'M5.5 14v6h13v-6', 'M12 10v10', 'M12 10S10.5 5 8 5.5 7.5 10 12 10z', 'M12 10s1.5-5 4-4.5.5 4.5-4 4.5z'],
  camera: ['M4 8h3.5L9 5.5h6L16.5 8H20v11H4z', 'M12 17a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z'],
  chat: ['M4.5 5.5h15v10h-8l-4.5 3.5v-3.5H4.5z', 'M8.5 10.5h.01', 'M12 10.5h.01', 'M15.5 10.5h.01'],
  filter: ['M4 6h16', 'M7 12h10', 'M10 18h4'],
  sort: ['M8 4v16', 'M4.5 7.5L8 4l3.5 3.5', 'M16 20V4', 'M12.5 16.5L16 20l3.5-3.5'],
  more: ['M5.5 12h.01', 'M12 12h.01', 'M18.5 12h.01'],
  plus: ['M5 12h14', 'M12 5v14'],
  minus: ['M5 12h14'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  refresh: ['M19.5 12a7.5 7.5 0 1 1-2.2-5.3', 'M19.5 4.5v4h-4'],
  play: ['M8 5l11 7-11 7z'],
  pause: ['M7 5h3v14H7z', 'M14 5h3v14h-3z'],
  crown: ['M4 17h16l1-10-5 4-4-6-4 6-5-4z'],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof iconPaths;

/** Icons drawn as filled shapes (no stroke). */
export const SOLID_ICONS: ReadonlySet<IconName> = new Set<IconName>(['play', 'pause', 'crown']);
// Marked pure: a build that does not list the icons (the app) drops it.
export const ICON_NAMES = /* @__PURE__ */ Object.keys(iconPaths) as IconName[];
