import { colors, fontFamily, motion, radii, shadows, sizes, space, typography, zIndices } from './tokens';

/** The typed theme every styled component receives. */
export const theme = {
  colors,
  space,
  radii,
  shadows,
  zIndices,
  motion,
  fontFamily,
  typography,
  sizes,
} as const;

export type StorefrontTheme = typeof theme;
