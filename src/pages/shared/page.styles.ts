import styled from 'styled-components';

/**
 * A browsing page (a brand flagship, the list family): full-width blocks on the page background a
 * step apart, with room after the last one. Its blocks bring their own side padding.
 */
export const BrowsePage = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.background};
`;
