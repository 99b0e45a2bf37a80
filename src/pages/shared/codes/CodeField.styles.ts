import styled from 'styled-components';

/** The code field with its send button beside it (below it when the label is long). */
export const CodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  > :first-child {
    flex: 1 1 12rem;
  }
`;
