import styled from 'styled-components';

export const GiftPicture = styled.img`
  width: 96px;
  height: 96px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;
