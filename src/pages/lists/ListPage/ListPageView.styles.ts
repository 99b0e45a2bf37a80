import styled from 'styled-components';

export const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.background};
`;

export const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `0 ${theme.space[4]}`};
`;

export const ChipRow = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  overflow-x: auto;
  list-style: none;
  scrollbar-width: none;

  & > li {
    flex: none;
  }
`;

export const LinkRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space[4]}`};
  list-style: none;
`;
