import styled, { keyframes } from 'styled-components';

/** A campaign's hero: the title and its tagline on the brand's soft colour. */
export const Hero = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brandSubtle};
`;

/** A row of actions that wraps on narrow screens. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const PrizeRow = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
`;

export const PrizeName = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const PrizeType = styled.span`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const reveal = keyframes`
  from { opacity: 0; transform: scale(0.92); }
  to { opacity: 1; transform: scale(1); }
`;

/** What the backend gave (a reading, a prize): it appears with a short reveal unless motion is reduced. */
export const Revealed = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  @media (prefers-reduced-motion: no-preference) {
    animation: ${reveal} ${({ theme }) => theme.motion.duration.slow} ${({ theme }) => theme.motion.easing.enter};
  }
`;

/** A failure under an action, read out when it appears. */
export const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
