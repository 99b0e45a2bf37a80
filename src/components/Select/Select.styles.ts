import styled from 'styled-components';

export const Control = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const NativeSelect = styled.select<{ $invalid: boolean; $placeholder: boolean }>`
  appearance: none;
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[10]} ${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $placeholder }) => ($placeholder ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.typography.subtitle.fontSize};
  line-height: ${({ theme }) => theme.typography.subtitle.lineHeight};
  text-overflow: ellipsis;
  cursor: pointer;

  & option {
    color: ${({ theme }) => theme.colors.text};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.disabledSurface};
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
`;

/** The chevron drawn over the select's right end; taps pass through to the select. */
export const Chevron = styled.span`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space[3]};
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
  transform: rotate(90deg);
`;
