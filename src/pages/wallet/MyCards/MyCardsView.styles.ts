import styled from 'styled-components';

/** Why the last call failed (the vault's refusal, the backend's message), announced as an alert. */
export const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
`;

/** Where the card goes: a muted line under the fields. */
export const VaultNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
`;

/** Cancel and Save side by side, each half the width. */
export const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/** The page's side padding for blocks that are not sections (the add button, the form). */
export const Block = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[4]}`};
`;

/** A saved card's brand and last four, kept on one line. */
export const CardName = styled.span`
  font-weight: ${({ theme }) => theme.typography.bodyStrong.fontWeight};
  font-variant-numeric: tabular-nums;
`;
