import styled from 'styled-components';

/** The back camera while scanning: square, as the QR code is, filling the card's width. */
export const CameraPreview = styled.video`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
`;
