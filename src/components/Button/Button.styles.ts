import styled, { css, type DefaultTheme } from 'styled-components';
import type { ButtonSize, ButtonVariant } from './Button.types';

interface Tone {
  background: string;
  color: string;
  border: string;
  pressed: string;
}

const tones = (theme: DefaultTheme): Record<ButtonVariant, Tone> => ({
  primary: {
    background: theme.colors.brandStrong,
    color: theme.colors.onBrand,
    border: theme.colors.brandStrong,
    pressed: theme.colors.brandPressed,
  },
  secondary: {
    background: theme.colors.brandSubtle,
    color: theme.colors.brandStrong,
    border: theme.colors.brandSubtle,
    pressed: theme.colors.surfaceMuted,
  },
  outline: {
    background: theme.colors.surface,
    color: theme.colors.text,
    border: theme.colors.borderStrong,
    pressed: theme.colors.surfaceMuted,
  },
  text: {
    background: 'transparent',
    color: theme.colors.brandStrong,
    border: 'transparent',
    pressed: theme.colors.brandSubtle,
  },
  danger: {
    background: theme.colors.danger,
    color: theme.colors.onBrand,
    border: theme.colors.danger,
    pressed: theme.colors.brandPressed,
  },
});

const sizeStyles = {
  sm: css`
    min-height: ${({ theme }) => theme.sizes.controlSm};
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    font-size: ${({ theme }) => theme.typography.small.fontSize};
    line-height: ${({ theme }) => theme.typography.small.lineHeight};
  `,
  md: css`
    min-height: ${({ theme }) => theme.sizes.controlMd};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    font-size: ${({ theme }) => theme.typography.bodyStrong.fontSize};
    line-height: ${({ theme }) => theme.typography.bodyStrong.lineHeight};
  `,
  lg: css`
    min-height: ${({ theme }) => theme.sizes.controlLg};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
    font-size: ${({ theme }) => theme.typography.subtitle.fontSize};
    line-height: ${({ theme }) => theme.typography.subtitle.lineHeight};
  `,
} as const;

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  max-width: 100%;
  min-width: ${({ theme }) => theme.sizes.touchTarget};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $variant }) => tones(theme)[$variant].border};
  background: ${({ theme, $variant }) => tones(theme)[$variant].background};
  color: ${({ theme, $variant }) => tones(theme)[$variant].color};
  font-weight: 700;
  text-align: center;
  cursor: pointer;
  user-select: none;
  touch-action: manipulation;
  transition: background-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  ${({ $size }) => sizeStyles[$size]}

  &:active:not([aria-disabled='true']) {
    background: ${({ theme, $variant }) => tones(theme)[$variant].pressed};
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme, $variant }) =>
      $variant === 'text' ? 'transparent' : theme.colors.disabledSurface};
    border-color: ${({ theme, $variant }) =>
      $variant === 'text' ? 'transparent' : theme.colors.disabledSurface};
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;

export const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
  min-width: 0;
`;

export const Busy = styled.span`
  position: absolute;
  inset: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;
