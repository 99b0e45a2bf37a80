import styled from 'styled-components';

export const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.typography.body.lineHeight};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};

  /* Nothing to say (not a tourist, or the login was skipped): the live region stays, without height. */
  &:empty {
    min-height: 0;
  }
`;
