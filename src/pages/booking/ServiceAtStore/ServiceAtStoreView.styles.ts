import styled from 'styled-components';

/** The refusal of a booking (a full slot, a busy member of staff), above the Book button. */
export const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The voucher code shown at the counter: large, spaced, easy to read out. */
export const Voucher = styled.span`
  font-size: ${({ theme }) => theme.typography.title.fontSize};
  font-weight: 700;
  letter-spacing: 0.1em;
`;
