import type { HTMLAttributes, ReactNode } from 'react';
import { StyledText } from '../Text/Text.styles';
import type { TextAlign, TextTone, TypographyVariant } from '../Text';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'children' | 'color'> {
  children: ReactNode;
  /** The outline level (h1–h6): where the heading sits in the page's structure. */
  level: HeadingLevel;
  /** How it looks, independent of `level`; defaults to a variant suited to the level. */
  variant?: TypographyVariant;
  tone?: TextTone;
  align?: TextAlign;
  /** Shows at most this many lines and ends the last with an ellipsis. */
  lines?: number;
}

const variantForLevel: Record<HeadingLevel, TypographyVariant> = {
  1: 'headline',
  2: 'title',
  3: 'subtitle',
  4: 'bodyStrong',
  5: 'bodyStrong',
  6: 'bodyStrong',
};

/** A section heading: `level` sets the document outline, `variant` the look. */
export function Heading({ children, level, variant, tone = 'default', align, lines, ...rest }: HeadingProps) {
  return (
    <StyledText
      as={`h${level}`}
      $variant={variant ?? variantForLevel[level]}
      $tone={tone}
      $align={align}
      $lines={lines}
      {...rest}
    >
      {children}
    </StyledText>
  );
}
