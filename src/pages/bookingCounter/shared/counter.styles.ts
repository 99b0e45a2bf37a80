import styled from 'styled-components';

/** A note on a counter page, or (`$tone="danger"`) why the last action failed. */
export const Note = styled.p<{ $tone?: 'danger' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSubtle : theme.colors.surfaceMuted)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
  overflow-wrap: anywhere;
`;

/** A page's actions, full width and stacked (a thumb at the counter). */
export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A list of rows on the surface. */
export const Rows = styled.ul`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[3]};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;
