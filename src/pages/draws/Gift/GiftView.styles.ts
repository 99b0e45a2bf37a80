import styled from 'styled-components';

/** A gift's picture beside its name, as a radio's label. */
export const GiftLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  overflow-wrap: anywhere;
`;

export const GiftPicture = styled.img`
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
