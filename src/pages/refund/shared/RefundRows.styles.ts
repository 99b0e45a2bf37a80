import styled from 'styled-components';

/** The row's end: the status above the amount. */
export const RowEnd = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.typography.bodyStrong.fontWeight};
  white-space: nowrap;
`;
