import styled, { keyframes } from 'styled-components';

const wobble = keyframes`
  0%, 100% { transform: rotate(0deg); }
  25% { transform: rotate(-4deg); }
  75% { transform: rotate(4deg); }
`;

/** The box's picture; it wobbles while it opens unless motion is reduced. */
export const BoxImage = styled.img<{ $opening: boolean }>`
  width: 160px;
  aspect-ratio: 1;
  align-self: center;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  @media (prefers-reduced-motion: no-preference) {
    animation: ${({ $opening }) => ($opening ? wobble : 'none')} 0.4s ease-in-out infinite;
  }
`;
