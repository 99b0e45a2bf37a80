import styled, { keyframes } from 'styled-components';

const rise = keyframes`
  from {
    transform: translateY(100%);
  }
`;

export const Sheet = styled.dialog`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.pageMaxWidth};
  max-height: calc(100dvh - ${({ theme }) => theme.space[12]});
  /* Anchored to the bottom edge, centred on wide screens. */
  margin: auto auto 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => `${theme.radii.xl} ${theme.radii.xl} 0 0`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overscroll-behavior: contain;

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }

  &[open] {
    display: flex;
    flex-direction: column;
  }

  @media (prefers-reduced-motion: no-preference) {
    &[open] {
      animation: ${rise} ${({ theme }) => `${theme.motion.duration.slow} ${theme.motion.easing.enter}`};
    }
  }
`;

/** Fills the sheet, so a click whose target is the dialog itself is a click on the backdrop. */
export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  padding-bottom: env(safe-area-inset-bottom, 0px);
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.subtitle.fontSize};
  line-height: ${({ theme }) => theme.typography.subtitle.lineHeight};
  font-weight: ${({ theme }) => theme.typography.subtitle.fontWeight};
`;

export const Content = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
`;

export const Footer = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  & > * {
    flex: 1 1 0;
  }
`;
