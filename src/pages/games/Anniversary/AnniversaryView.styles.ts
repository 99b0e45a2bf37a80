import styled, { keyframes } from 'styled-components';

const pop = keyframes`
  from { transform: scale(0.94); }
  to { transform: scale(1); }
`;

/** The cake the shopper taps: a big round target (well over 44 px); it pops on each tap unless motion is reduced. */
export const CakeButton = styled.button`
  align-self: center;
  width: 160px;
  height: 160px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.brandPressed};
  color: ${({ theme }) => theme.colors.onBrand};
  font: inherit;
  font-size: 18px;
  font-weight: 700;
  cursor: pointer;
  @media (prefers-reduced-motion: no-preference) {
    &:active {
      animation: ${pop} ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
    }
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.disabledSurface};
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 3px;
  }
`;

export const GameBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Rules = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;
