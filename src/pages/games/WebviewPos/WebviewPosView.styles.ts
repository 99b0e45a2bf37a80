import styled from 'styled-components';

/** The member code in large digits, grouped by four for the cashier. */
export const MemberCode = styled.p`
  margin: 0;
  font-size: 32px;
  line-height: 48px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;
