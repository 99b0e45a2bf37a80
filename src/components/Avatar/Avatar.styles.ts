import styled, { type DefaultTheme } from 'styled-components';
import type { TypographyVariant } from '../../theme/tokens';
import type { AvatarSize } from './Avatar.types';

const diameter = (theme: DefaultTheme, size: AvatarSize): string => {
  switch (size) {
    case 'sm':
      return theme.sizes.controlSm;
    case 'md':
      return theme.sizes.controlMd;
    case 'lg':
      return theme.sizes.controlLg;
    case 'xl':
      return `calc(${theme.space[8]} * 2)`;
  }
};

const fontFor: Record<AvatarSize, TypographyVariant> = {
  sm: 'caption',
  md: 'bodyStrong',
  lg: 'subtitle',
  xl: 'headline',
};

export const Frame = styled.span<{ $size: AvatarSize }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme, $size }) => diameter(theme, $size)};
  height: ${({ theme, $size }) => diameter(theme, $size)};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.brandSubtle};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme, $size }) => theme.typography[fontFor[$size]].fontSize};
  line-height: 1;
  font-weight: 700;
  vertical-align: middle;
  user-select: none;
`;

export const Image = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
