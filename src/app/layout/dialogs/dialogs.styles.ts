import styled from 'styled-components';

/** Long terms scroll inside the dialog instead of pushing its buttons off screen. */
export const ScrollingText = styled.div`
  max-height: 50vh;
  overflow-y: auto;
  white-space: pre-line;
  text-align: start;
`;

export const RuleList = styled.ul`
  margin: ${({ theme }) => `${theme.space[3]} 0 0`};
  padding-inline-start: ${({ theme }) => theme.space[5]};
  text-align: start;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  text-align: start;
`;
