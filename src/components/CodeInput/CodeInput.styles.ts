import styled from 'styled-components';

export const Slots = styled.div`
  position: relative;
  display: inline-flex;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radii.md};

  /* The input itself is invisible: the row of boxes shows the keyboard focus ring. */
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const Slot = styled.span<{ $active: boolean; $invalid: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.controlLg};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fontFamily.numeric};
  font-size: ${({ theme }) => theme.typography.headline.fontSize};
  line-height: ${({ theme }) => theme.typography.headline.lineHeight};
  font-weight: ${({ theme }) => theme.typography.headline.fontWeight};
  font-variant-numeric: tabular-nums;

  ${Slots}:focus-within & {
    border-color: ${({ theme, $active, $invalid }) =>
      $invalid ? theme.colors.danger : $active ? theme.colors.focusRing : theme.colors.borderStrong};
    box-shadow: ${({ theme, $active }) => ($active ? `0 0 0 1px ${theme.colors.focusRing}` : 'none')};
  }

  [aria-disabled='true'] > & {
    background: ${({ theme }) => theme.colors.disabledSurface};
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;

/**
 * The real input lies over the boxes, transparent: taps land on it, the keyboard, autofill of
 * one-time codes and screen readers use it, and the boxes only draw its value.
 */
export const HiddenInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  opacity: 0;
  cursor: text;

  &:focus-visible {
    outline: none;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;
