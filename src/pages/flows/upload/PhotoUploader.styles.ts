import styled from 'styled-components';

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StatusList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StatusRow = styled.li<{ $tone: 'default' | 'danger' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSubtle : theme.colors.surfaceMuted)};
`;

export const RowText = styled.div`
  display: flex;
  flex: 1 1 12rem;
  flex-direction: column;
  min-width: 0;
`;

export const Bar = styled.progress`
  width: 100%;
  height: ${({ theme }) => theme.space[1]};
  appearance: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;

  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.border};
  }

  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.brand};
  }

  &::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.brand};
  }
`;
