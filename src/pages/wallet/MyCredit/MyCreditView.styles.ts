import styled from 'styled-components';

/** A history line's amount: green when credit came in, the text colour when it was used. */
export const Change = styled.span<{ $in: boolean }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.typography.bodyStrong.fontWeight};
  color: ${({ theme, $in }) => ($in ? theme.colors.success : theme.colors.text)};
  white-space: nowrap;
`;
