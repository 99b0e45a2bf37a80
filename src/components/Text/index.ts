export { Text } from './Text';
export type { TextProps } from './Text';
export type { TextAlign, TextElement, TextTone, TypographyVariant } from './Text.types';
