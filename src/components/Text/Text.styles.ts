import styled, { css, type DefaultTheme } from 'styled-components';
import type { TextAlign, TextTone, TypographyVariant } from './Text.types';

const toneColor = (theme: DefaultTheme, tone: TextTone): string => {
  switch (tone) {
    case 'default':
      return theme.colors.text;
    case 'muted':
      return theme.colors.textMuted;
    case 'brand':
      return theme.colors.brandStrong;
    case 'price':
      return theme.colors.price;
    case 'success':
      return theme.colors.success;
    case 'warning':
      return theme.colors.warning;
    case 'danger':
      return theme.colors.danger;
    case 'info':
      return theme.colors.info;
  }
};

/** Cuts the text after `lines` lines with an ellipsis (grapheme-safe: the browser cuts, not us). */
const clamp = (lines: number) => css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  line-clamp: ${lines};
  overflow: hidden;
`;

/** Shared by Text and Heading: one typography variant, one tone, optional line clamp. */
export const StyledText = styled.p<{
  $variant: TypographyVariant;
  $tone: TextTone;
  $align: TextAlign | undefined;
  $lines: number | undefined;
}>`
  margin: 0;
  font-size: ${({ theme, $variant }) => theme.typography[$variant].fontSize};
  line-height: ${({ theme, $variant }) => theme.typography[$variant].lineHeight};
  font-weight: ${({ theme, $variant }) => theme.typography[$variant].fontWeight};
  color: ${({ theme, $tone }) => toneColor(theme, $tone)};
  text-align: ${({ $align }) => $align ?? 'inherit'};
  overflow-wrap: anywhere;
  ${({ $lines }) => ($lines !== undefined && $lines > 0 ? clamp(Math.floor($lines)) : '')}
`;
