/**
 * Design tokens: the only source of colours, spacing, radii, shadows, layers, motion and type.
 * Components read them through the styled-components theme, never as literals.
 */

export const palette = {
  brand: {
    50: '#fff1f5',
    100: '#ffe0ea',
    300: '#ff94b4',
    500: '#e8336e',
    600: '#c81e57',
    700: '#a01646',
  },
  neutral: {
    0: '#ffffff',
    50: '#f7f7f8',
    100: '#eeeef0',
    200: '#dcdce0',
    300: '#c4c4cb',
    500: '#76767f',
    600: '#5c5c66',
    700: '#3f3f46',
    900: '#18181b',
  },
  success: { 100: '#dcf5e6', 600: '#137a3c' },
  warning: { 100: '#fff3d6', 600: '#8a5a00' },
  danger: { 100: '#fde2e2', 600: '#c0262d' },
  info: { 100: '#dfeefe', 600: '#1c5fb8' },
  price: { 500: '#d4183d' },
} as const;

/** Colours by role. Text colours meet WCAG AA (4.5:1) on `surface` and `background`. */
export const colors = {
  brand: palette.brand[500],
  brandStrong: palette.brand[600],
  brandPressed: palette.brand[700],
  brandSubtle: palette.brand[50],
  onBrand: palette.neutral[0],
  background: palette.neutral[50],
  surface: palette.neutral[0],
  surfaceMuted: palette.neutral[100],
  border: palette.neutral[200],
  borderStrong: palette.neutral[500],
  text: palette.neutral[900],
  textMuted: palette.neutral[600],
  textDisabled: palette.neutral[500],
  disabledSurface: palette.neutral[100],
  success: palette.success[600],
  successSubtle: palette.success[100],
  warning: palette.warning[600],
  warningSubtle: palette.warning[100],
  danger: palette.danger[600],
  dangerSubtle: palette.danger[100],
  info: palette.info[600],
  infoSubtle: palette.info[100],
  price: palette.price[500],
  focusRing: palette.info[600],
  overlay: 'rgba(24, 24, 27, 0.56)',
} as const;

/** 4 px grid. */
export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
} as const;

export const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  pill: '999px',
  round: '50%',
} as const;

export const shadows = {
  none: 'none',
  sm: '0 1px 2px rgba(24, 24, 27, 0.08)',
  md: '0 4px 12px rgba(24, 24, 27, 0.12)',
  lg: '0 12px 32px rgba(24, 24, 27, 0.18)',
} as const;

/** Stacking layers, lowest first. */
export const zIndices = {
  base: 0,
  raised: 10,
  sticky: 100,
  header: 200,
  floating: 300,
  overlay: 400,
  dialog: 500,
  toast: 600,
} as const;

export const motion = {
  duration: { instant: '0ms', fast: '120ms', normal: '200ms', slow: '320ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0, 1)',
    exit: 'cubic-bezier(0.3, 0, 1, 1)',
  },
} as const;

/**
 * One stack for all three languages, bundled from npm (see fonts.ts) so every machine renders the
 * same glyphs: Noto Sans Thai carries Thai and Latin, Noto Sans SC carries Chinese.
 */
export const fontFamily = {
  body: '"Noto Sans Thai", "Noto Sans SC", sans-serif',
  numeric: '"Noto Sans Thai", "Noto Sans SC", sans-serif',
} as const;

/**
 * Type scale. Line heights are at least 1.5 times the size so Thai stacked vowels and tone marks
 * (above and below the base line) are never clipped by the line box.
 */
export const typography = {
  caption: { fontSize: '12px', lineHeight: '20px', fontWeight: 400 },
  small: { fontSize: '13px', lineHeight: '20px', fontWeight: 400 },
  body: { fontSize: '14px', lineHeight: '22px', fontWeight: 400 },
  bodyStrong: { fontSize: '14px', lineHeight: '22px', fontWeight: 700 },
  subtitle: { fontSize: '16px', lineHeight: '26px', fontWeight: 700 },
  title: { fontSize: '18px', lineHeight: '28px', fontWeight: 700 },
  headline: { fontSize: '22px', lineHeight: '34px', fontWeight: 700 },
  display: { fontSize: '28px', lineHeight: '42px', fontWeight: 700 },
} as const;

export type TypographyVariant = keyof typeof typography;

/** Minimum touch target for primary actions. */
export const sizes = {
  touchTarget: '44px',
  controlSm: '32px',
  controlMd: '44px',
  controlLg: '52px',
  pageMaxWidth: '750px',
} as const;
