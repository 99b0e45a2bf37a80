import styled from 'styled-components';

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Label = styled.span`
  font-size: ${({ theme }) => theme.typography.bodyStrong.fontSize};
  line-height: ${({ theme }) => theme.typography.bodyStrong.lineHeight};
  font-weight: ${({ theme }) => theme.typography.bodyStrong.fontWeight};
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
`;
