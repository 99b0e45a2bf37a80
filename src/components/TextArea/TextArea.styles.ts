import styled from 'styled-components';

export const TextAreaBox = styled.textarea<{ $invalid: boolean; $autoGrow: boolean }>`
  display: block;
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.typography.subtitle.fontSize};
  font-weight: ${({ theme }) => theme.typography.body.fontWeight};
  line-height: ${({ theme }) => theme.typography.subtitle.lineHeight};
  resize: ${({ $autoGrow }) => ($autoGrow ? 'none' : 'vertical')};
  overflow-y: ${({ $autoGrow }) => ($autoGrow ? 'hidden' : 'auto')};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.disabledSurface};
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;

export const Footer = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Messages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const Counter = styled.p<{ $atLimit: boolean }>`
  flex: none;
  margin: 0 0 0 auto;
  color: ${({ theme, $atLimit }) => ($atLimit ? theme.colors.danger : theme.colors.textMuted)};
  font-family: ${({ theme }) => theme.fontFamily.numeric};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
  font-variant-numeric: tabular-nums;
`;
