import styled from 'styled-components';

/** The thank-you card: its heading, text and the way back, a step apart. */
export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The card's heading; it takes the focus when the card appears (no ring: it is not a control). */
export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.subtitle.fontSize};
  font-weight: ${({ theme }) => theme.typography.subtitle.fontWeight};
  line-height: ${({ theme }) => theme.typography.subtitle.lineHeight};

  &:focus {
    outline: none;
  }
`;
