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

/** The account links: a card each (a full-width target), close together. */
export const LinkRows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Log out, under the sections. */
export const LogoutBlock = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[4]}`};
`;
