import styled from 'styled-components';

/** Buttons one under the other, a step apart (the programme page's calls to action). */
export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `0 ${theme.space[4]}`};
`;

/** A plain bulleted list of short points (what the programme offers, who may apply). */
export const Points = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
`;
