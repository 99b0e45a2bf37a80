import styled from 'styled-components';

/** The stat cards two to a row on a phone, three when there is room. */
export const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;
