import styled from 'styled-components';

/** The column every refund and verification flow screen stacks its sections in. */
export const FlowColumn = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  /* The page's width, never its widest content's (eight code boxes would push it past a phone's). */
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  max-width: ${({ theme }) => theme.sizes.pageMaxWidth};
  margin: 0 auto;
`;

/** A white card holding one part of the form. */
export const FlowCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** Buttons at the bottom of a step: back on the left, the main action on the right. */
export const FlowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: flex-end;

  & > * {
    flex: 1 1 0;
  }
`;

/** A label and its value on one line (amounts, numbers). */
export const FlowRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};

  & > :first-child {
    flex-shrink: 0;
  }

  & > :last-child:not(:first-child) {
    text-align: end;
  }
`;

/** A failure told in place (the submit's, the confirm's). */
export const FlowAlert = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
`;

/** A quiet note (a hint that the scanner is not available, what happens next). */
export const FlowNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
`;

/** Centres a spinner while a screen loads or leaves. */
export const FlowCentre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]} 0;
`;
