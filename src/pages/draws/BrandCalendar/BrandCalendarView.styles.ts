import styled from 'styled-components';

/** The month shown between the ways to the months before and after. */
export const MonthBar = styled.nav`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  text-align: center;

  & > :last-child {
    justify-self: end;
  }
`;
