import styled from 'styled-components';

export const Heading = styled.h3`
  margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.bodyStrong.fontSize};
  line-height: ${({ theme }) => theme.typography.bodyStrong.lineHeight};
  font-weight: ${({ theme }) => theme.typography.bodyStrong.fontWeight};
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
`;

export const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

export const Quantity = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;
