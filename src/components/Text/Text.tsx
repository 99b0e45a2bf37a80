import type { HTMLAttributes, ReactNode } from 'react';
import { StyledText } from './Text.styles';
import type { TextAlign, TextElement, TextTone, TypographyVariant } from './Text.types';

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'color'> {
  children: ReactNode;
  /** A step of the type scale (theme.typography); defaults to `body`. */
  variant?: TypographyVariant;
  /** The element rendered; defaults to `p`. Use Heading for headings. */
  as?: TextElement;
  tone?: TextTone;
  align?: TextAlign;
  /** Shows at most this many lines and ends the last with an ellipsis (the full text stays in the DOM). */
  lines?: number;
}

/** Body copy in one step of the type scale. */
export function Text({ children, variant = 'body', as = 'p', tone = 'default', align, lines, ...rest }: TextProps) {
  return (
    <StyledText as={as} $variant={variant} $tone={tone} $align={align} $lines={lines} {...rest}>
      {children}
    </StyledText>
  );
}
