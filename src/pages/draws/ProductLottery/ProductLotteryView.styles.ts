import styled from 'styled-components';

/** The product's picture beside its name and prices. */
export const ProductRow = styled.div`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  overflow-wrap: anywhere;
`;

export const ProductPicture = styled.img`
  width: 96px;
  height: 96px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
