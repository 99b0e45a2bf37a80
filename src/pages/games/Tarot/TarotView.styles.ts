import styled from 'styled-components';

/** The face-down deck: three columns of cards, each a ≥ 44 px button. */
export const Deck = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CardButton = styled.button`
  position: relative;
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  aspect-ratio: 2 / 3;
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: repeating-linear-gradient(45deg, ${({ theme }) => theme.colors.brandSubtle} 0 8px, ${({ theme }) => theme.colors.surface} 8px 16px);
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  @media (prefers-reduced-motion: no-preference) {
    transition: transform ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    transform: translateY(-4px);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** The pick's order on a chosen card (1, 2, 3). */
export const PickOrder = styled.span`
  font-size: 22px;
  font-weight: 700;
`;

export const CardImage = styled.img`
  width: 120px;
  aspect-ratio: 2 / 3;
  object-fit: cover;
  align-self: center;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
