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

/**
 * A page of the shopper's own things (favourites, the wallet, points, membership): one column,
 * blocks a step apart, room after the last one. `$flush` leaves the side padding to the blocks
 * (full-width sections).
 */
export const AccountPage = styled.main<{ $flush?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.sizes.pageMaxWidth};
  margin: 0 auto;
  padding: ${({ theme, $flush }) => `${theme.space[4]} ${$flush ? '0' : theme.space[4]} ${theme.space[6]}`};
`;

/** The placeholder blocks of a page while it loads, a step apart. */
export const LoadingBlocks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
