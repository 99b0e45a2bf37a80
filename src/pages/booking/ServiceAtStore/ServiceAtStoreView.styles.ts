import styled from 'styled-components';

/** The refusal of a booking (a full slot, a busy member of staff), above the Book button. */
export const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
