import styled from 'styled-components';

/** The draw's picture with its phase and countdown under it. */
export const Hero = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

export const HeroPicture = styled.img`
  width: 100%;
  aspect-ratio: 2 / 1;
  border-radius: ${({ theme }) => theme.radii.lg};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
