import styled from 'styled-components';

export const Questions = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A question as a disclosure: the summary is a 48 px target. */
export const Question = styled.details`
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  & > summary {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.controlLg};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    cursor: pointer;
    overflow-wrap: anywhere;
  }

  & > summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const Answer = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
  overflow-wrap: anywhere;
`;
