import styled from 'styled-components';

export const Wrapper = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
`;

export const Group = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StepButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.title.fontSize};
  line-height: ${({ theme }) => theme.typography.title.lineHeight};
  cursor: pointer;
  touch-action: manipulation;

  &:active:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
`;

export const ValueInput = styled.input`
  width: ${({ theme }) => theme.space[12]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 0;
  border-inline: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0;
  background: transparent;
  text-align: center;
  font-family: ${({ theme }) => theme.fontFamily.numeric};
  font-size: ${({ theme }) => theme.typography.subtitle.fontSize};
  line-height: ${({ theme }) => theme.typography.subtitle.lineHeight};
  font-variant-numeric: tabular-nums;

  &:disabled {
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;

/** Always in the page (a live region must exist before it speaks); takes no room while empty. */
export const Reason = styled.p`
  margin: 0;

  &:not(:empty) {
    margin-block-start: ${({ theme }) => theme.space[1]};
  }

  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
`;
