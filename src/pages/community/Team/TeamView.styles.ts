import styled from 'styled-components';

export const MemberRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    max-width: 72px;
    font-size: ${({ theme }) => theme.typography.caption.fontSize};
    text-align: center;
    overflow-wrap: anywhere;
  }
`;
