import styled from 'styled-components';

/** The notification switches, one under the other, a step apart. */
export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Log out, under the sections. */
export const LogoutBlock = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[4]}`};
`;
