import styled from 'styled-components';

export const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
  text-align: center;
`;

export const Status = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  &:empty {
    display: none;
  }
`;

/** What the observer watches: a thin strip at the end of the list. */
export const Sentinel = styled.div`
  width: 100%;
  height: ${({ theme }) => theme.space[1]};
`;
