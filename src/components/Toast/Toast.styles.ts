import styled, { css, type DefaultTheme } from 'styled-components';
import type { ToastPlacement, ToastTone } from './Toast.types';

const accent = (theme: DefaultTheme): Record<ToastTone, string> => ({
  info: theme.colors.info,
  success: theme.colors.success,
  warning: theme.colors.warning,
  error: theme.colors.danger,
});

export const Layer = styled.div<{ $placement: ToastPlacement }>`
  position: fixed;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  align-items: stretch;
  margin: 0 auto;
  max-width: ${({ theme }) => theme.sizes.pageMaxWidth};
  padding: 0 ${({ theme }) => theme.space[4]};
  /* The layer spans the screen's width; only the toasts themselves take taps. */
  pointer-events: none;
  ${({ $placement, theme }) =>
    $placement === 'top'
      ? css`
          top: calc(env(safe-area-inset-top, 0px) + ${theme.sizes.controlLg} + ${theme.space[2]});
        `
      : css`
          /* Clears the bottom tab bar (a large control plus its padding). */
          bottom: calc(env(safe-area-inset-bottom, 0px) + ${theme.sizes.controlLg} + ${theme.space[6]});
        `}
`;

/** A live region: always in the document so screen readers hear what is added to it. */
export const Region = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  & + &:not(:empty) {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

export const Card = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  pointer-events: auto;
  padding-left: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-left: ${({ theme }) => theme.space[1]} solid ${({ theme, $tone }) => accent(theme)[$tone]};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const Message = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} 0;
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
`;

export const DismissButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.surface};
    outline-offset: -${({ theme }) => theme.space[1]};
  }
`;
