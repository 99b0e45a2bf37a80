import styled from 'styled-components';

/** The header's title and its one-line introduction, stacked. */
export const TitleBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;
