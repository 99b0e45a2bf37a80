import styled from 'styled-components';

/** A ledger line's points: green when earned, the text colour when used. */
export const Change = styled.span<{ $in: boolean }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.typography.bodyStrong.fontWeight};
  color: ${({ theme, $in }) => ($in ? theme.colors.success : theme.colors.text)};
  white-space: nowrap;
`;

export const Rules = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
`;
