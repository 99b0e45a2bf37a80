import styled from 'styled-components';

/** The code field and Redeem: the button under the field, full width. */
export const RedeemFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A card's balance at the end of its row. */
export const Balance = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.bodyStrong.fontWeight};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
