import styled, { css } from 'styled-components';

/** A form around a control that must not change the layout it sits in (`display: contents`). */
export const InlineForm = styled.form<{ $inline: boolean }>`
  ${({ $inline }) =>
    $inline &&
    css`
      display: contents;
    `}
`;

export const Message = styled.p<{ $tone: 'success' | 'danger' }>`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successSubtle : theme.colors.dangerSubtle)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
`;
