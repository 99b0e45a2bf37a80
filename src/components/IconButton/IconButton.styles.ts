import styled from 'styled-components';
import type { IconButtonVariant } from './IconButton.types';

export const StyledIconButton = styled.button<{ $variant: IconButtonVariant }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 1px solid ${({ theme, $variant }) => ($variant === 'filled' ? theme.colors.border : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $variant }) => ($variant === 'filled' ? theme.colors.surface : 'transparent')};
  box-shadow: ${({ theme, $variant }) => ($variant === 'filled' ? theme.shadows.sm : theme.shadows.none)};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  touch-action: manipulation;
  transition: background-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  &:active:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textDisabled};
    box-shadow: ${({ theme }) => theme.shadows.none};
  }
`;

/** Puts the badge on the icon's top-right corner. */
export const BadgeSpot = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[1]};
  left: 50%;
  display: inline-flex;
`;
