import styled from 'styled-components';

/** The service's main picture, full width, never taller than a third of a phone screen. */
export const Picture = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** The service's description, kept as the provider wrote it (line breaks included). */
export const Description = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The place the "Book" button moves focus to (the stores). */
export const StoresAnchor = styled.div`
  scroll-margin-top: ${({ theme }) => theme.space[4]};
  &:focus {
    outline: none;
  }
`;
