import styled from 'styled-components';

/** The order's lines: picture, name and quantity, the price at the end. */
export const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Line = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;

  img {
    width: 64px;
    height: 64px;
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: cover;
  }
`;

export const LineText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The address block: name and phone, then the address. */
export const AddressBlock = styled.address`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-style: normal;
  overflow-wrap: anywhere;
`;
