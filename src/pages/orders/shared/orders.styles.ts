import styled from 'styled-components';

/** The detail's action buttons: wrapping, the filled one first in reading order. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: flex-end;
`;
