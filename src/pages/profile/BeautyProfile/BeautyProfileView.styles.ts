import styled from 'styled-components';

/** A question with several answers: a fieldset of toggle chips under its legend. */
export const ChipFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const ChipLegend = styled.legend<{ $minor?: boolean }>`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]};
  color: ${({ theme, $minor }) => ($minor ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme, $minor }) => ($minor ? theme.typography.small.fontSize : theme.typography.bodyStrong.fontSize)};
  line-height: ${({ theme }) => theme.typography.bodyStrong.lineHeight};
  font-weight: ${({ theme }) => theme.typography.bodyStrong.fontWeight};
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space[2]}`};
`;

/** The category groups, one under the other. */
export const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The note of a profile not yet set up. */
export const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSubtle};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
`;

/** Why the last save failed (the backend's message), announced as an alert. */
export const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
`;
