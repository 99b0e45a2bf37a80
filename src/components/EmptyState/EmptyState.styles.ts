import styled from 'styled-components';

/** The centred column shared by EmptyState and ErrorState. */
export const Column = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  text-align: center;
`;

export const Illustration = styled.span<{ $tone: 'neutral' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSubtle : theme.colors.surfaceMuted)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
`;

export const Copy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
`;

export const Action = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
  max-width: 100%;
`;
