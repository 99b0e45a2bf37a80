import styled from 'styled-components';

/** A list page's header: its title (and count) at the start, an action at the end. */
export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const HeaderText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** A list item with its card and its own actions under it. */
export const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const ItemActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
